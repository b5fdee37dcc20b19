// A chat host built on the Vercel AI SDK, as most people build one: AI SDK Core (`ai` 7) runs the
// model on the server, its MCP tools come from `@ai-sdk/mcp`, and the page is React's `useChat`.
//
// When a tool's MCP server asks the person something, the AI SDK's MCP client answers it itself
// (in its own retry loop for 2026-07-28's input_required, on the session for 2025-11-25), by
// calling onElicitationRequest and waiting. So that handler must wait for the person: it asks
// through mcp-elicit's relay, which carries the question to the browser and the checked answer back.
// The question reaches the browser in the chat stream itself, as a `data-question` part of the
// assistant's message (the AI SDK's own mechanism for app data in a message); the page shows it
// inline with `mcp-elicit/react` and posts the answer to the relay's handler.
//
// Everything on 127.0.0.1, on a random port. The model is `ai/test`'s MockLanguageModelV4, scripted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { LanguageModel } from 'ai';
import { createRelay, createRelayHandler, toNodeListener, type Relay } from '../../../src/adapter/index.js';
// The chat's route is the guide's own (examples/chat-route.ts), not a copy of it.
import { chatRoute } from '../../../examples/chat-route.js';

export interface ChatHostOptions {
  /** The MCP server whose tools the model may call. */
  mcpUrl: string;
  /** The language model (here: a scripted mock). */
  model: LanguageModel;
  /** How long a question waits for its answer before it ends as cancel. @default 600000 */
  questionTimeoutMs?: number;
}

export interface ChatHost {
  url: string;
  relay: Relay;
  close(): Promise<void>;
}

/** The signed-in person: here, a `user` cookie (a real host checks its own session). */
function userOf(request: Request): string | undefined {
  return /(?:^|;\s*)user=([\w-]{1,64})/.exec(request.headers.get('cookie') ?? '')?.[1];
}

let page: Promise<string> | undefined;
const pageScript = () =>
  (page ??= build({
    entryPoints: ['test/peers/ai-sdk-host/page.tsx'],
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then((out) => out.outputFiles[0].text));

const HTML = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Help desk chat</title><main id="chat"></main><script type="module" src="/page.js"></script>';

/** Starts the host: the chat page, its chat route, and the relay's route for answers. */
export async function startChatHost(options: ChatHostOptions): Promise<ChatHost> {
  const js = await pageScript();
  const relay = createRelay({ timeoutMs: options.questionTimeoutMs });
  const chat = toNodeListener(chatRoute({ model: options.model, mcpUrl: options.mcpUrl, userOf, relay }));
  const answers = toNodeListener(createRelayHandler(relay, { subject: userOf }));
  const http: Server = createServer((req, res) => {
    if (req.url === '/api/chat' && req.method === 'POST') return chat(req, res);
    if (req.url?.startsWith('/mcp-elicit/relay')) return answers(req, res);
    if (req.url === '/page.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HTML);
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    relay,
    async close() {
      http.closeAllConnections();
      await new Promise((done) => http.close(done));
      await relay.close();
    },
  };
}
