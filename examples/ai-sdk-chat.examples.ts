// A chat host on the Vercel AI SDK (ai 7): the route handlers the guide shows. The host that the
// tests run (test/peers/ai-sdk-host/host.ts) is this, served by node:http. Regions are copied by `npm run examples`.
// #region chatRoute
import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText, toUIMessageStream } from 'ai';
import type { LanguageModel, UIMessage } from 'ai';
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { createElicitationHandler, createRelay, createRelayHandler, type ElicitRequestParams, type EndReason, type StreamEvent } from 'mcp-elicit/adapter';

declare const model: LanguageModel; // your provider's model
declare function userOf(request: Request): string | undefined; // your session: who is signed in

/** A question in the chat: a `data-question` part of the assistant's message, replaced in place (same id) when it ends. */
export type QuestionData = { id: string; params: ElicitRequestParams; timeoutMs: number; status: 'open' | EndReason };
export type ChatMessage = UIMessage<never, { question: QuestionData }>;

const relay = createRelay(); // one per process (createRedisBus for many workers)

/** For each relay event, the part to write: the question when asked, the same part (same id) again when it ends. */
function questionParts(): (event: StreamEvent) => QuestionData | undefined {
  const open = new Map<string, QuestionData>();
  return (event) => {
    if (event.type === 'question') {
      const { id, params, deadline } = event.question;
      open.set(id, { id, params, timeoutMs: deadline - Date.now(), status: 'open' });
      return open.get(id);
    }
    if (event.type !== 'end' || !open.has(event.end.id)) return undefined; // 'close': the stream ends anyway
    const asked = open.get(event.end.id)!;
    open.delete(asked.id);
    return { ...asked, status: event.end.reason };
  };
}

// app/api/chat/route.ts
export async function POST(request: Request): Promise<Response> {
  const user = userOf(request);
  if (!user) return Response.json({ error: 'Sign in to chat.' }, { status: 401 });
  const { messages } = (await request.json()) as { messages: ChatMessage[] };

  const stream = createUIMessageStream<ChatMessage>({
    async execute({ writer }) {
      // Each question asked of this person, and how it ended, becomes a part of this message.
      const partOf = questionParts();
      const stopShowing = await relay.watch(user, (event) => {
        const data = partOf(event);
        if (data) writer.write({ type: 'data-question', id: data.id, data });
      });

      const mcp = await createMCPClient({ transport: { type: 'http', url: 'https://helpdesk.example.com/mcp' }, capabilities: { elicitation: {} } });
      // The AI SDK's MCP client waits for this handler (on both protocol eras); the relay waits for
      // the person. The chat request's signal withdraws the question when the page goes away.
      mcp.onElicitationRequest(ElicitationRequestSchema, createElicitationHandler({ elicit: (params) => relay.ask(user, params, { signal: request.signal }) }));

      const tools = await mcp.tools();
      const result = streamText({ model, messages: await convertToModelMessages(messages), tools, stopWhen: stepCountIs(5), abortSignal: request.signal });
      writer.merge(toUIMessageStream<typeof tools, ChatMessage>({ stream: result.stream, tools }));
      try {
        await result.consumeStream();
      } finally {
        await stopShowing();
        await mcp.close();
      }
    },
  });
  return createUIMessageStreamResponse({ stream });
}

// app/mcp-elicit/relay/route.ts: the page posts each answer here, { id, result }; it is taken only
// from the person who was asked, and checked against the question's schema.
export const answerRoute = createRelayHandler(relay, { subject: userOf });
// #endregion
