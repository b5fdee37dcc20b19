// A chat host on the Vercel AI SDK (ai 7): the routes of a Next.js app, with the chat's route from
// examples/chat-route.ts (the host the tests run, test/peers/ai-sdk-host/host.ts, uses the same
// one). Regions are copied by `npm run examples`.
// #region chatApp
import type { LanguageModel } from 'ai';
import { createRelay, createRelayHandler } from 'mcp-elicit/adapter';
import { chatRoute } from './chat-route.js';

declare const model: LanguageModel; // your provider's model
declare function userOf(request: Request): string | undefined; // your session: who is signed in

const relay = createRelay(); // one per process (createRedisBus for many workers)

// app/api/chat/route.ts
export const POST = chatRoute({ model, mcpUrl: 'https://helpdesk.example.com/mcp', userOf, relay });

// app/mcp-elicit/relay/route.ts: the page posts each answer here, { id, result }; it is taken only
// from the person who was asked, and checked against the question's schema.
export const answerRoute = createRelayHandler(relay, { subject: userOf });
// #endregion
