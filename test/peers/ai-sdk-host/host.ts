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
import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText, toUIMessageStream, type LanguageModel } from 'ai';
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { createElicitationHandler, createRelay, createRelayHandler, toNodeListener, type Relay, type StreamEvent } from '../../../src/adapter/index.js';
import type { ChatMessage, QuestionData } from './messages.js';

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

/**
 * The `data-question` part to write for each of the relay's events: a question as it is asked,
 * and the same part (same id) again when it ends, which the AI SDK puts in place of the first.
 */
export function questionParts(): (event: StreamEvent) => QuestionData | undefined {
  const open = new Map<string, QuestionData>();
  return (event) => {
    if (event.type === 'question') {
      const { id, params, deadline } = event.question;
      const data: QuestionData = { id, params, timeoutMs: Math.max(0, deadline - Date.now()), status: 'open' };
      open.set(id, data);
      return data;
    }
    if (event.type !== 'end' || !open.has(event.end.id)) return undefined; // 'close': the stream ends anyway
    const asked = open.get(event.end.id)!;
    open.delete(asked.id);
    return { ...asked, status: event.end.reason };
  };
}

/** The route handler of the chat, Fetch-API style (a Next.js `POST` in app/api/chat/route.ts). */
export function chatRoute(relay: Relay, { mcpUrl, model, questionTimeoutMs }: ChatHostOptions) {
  return async function POST(request: Request): Promise<Response> {
    const user = userOf(request);
    if (!user) return Response.json({ error: 'Sign in to chat.' }, { status: 401 });
    const { messages } = (await request.json()) as { messages: ChatMessage[] };

    const stream = createUIMessageStream<ChatMessage>({
      async execute({ writer }) {
        // The person's questions, as they are asked and as they end, become parts of this message.
        const partOf = questionParts();
        const stopShowing = await relay.watch(user, (event) => {
          const data = partOf(event);
          if (data) writer.write({ type: 'data-question', id: data.id, data });
        });

        const mcp = await createMCPClient({ transport: { type: 'http', url: mcpUrl }, capabilities: { elicitation: {} } });
        // The AI SDK's MCP client waits for this handler; the relay waits for the person. When the
        // person leaves (the chat request is aborted: a reload, a closed tab), the question is
        // withdrawn at once and the MCP server hears cancel, never decline.
        mcp.onElicitationRequest(
          ElicitationRequestSchema,
          createElicitationHandler({ elicit: (params) => relay.ask(user, params, { signal: request.signal, timeoutMs: questionTimeoutMs }) }),
        );
        const done = async () => {
          await stopShowing();
          await mcp.close();
        };
        request.signal.addEventListener('abort', () => void done(), { once: true });

        const tools = await mcp.tools();
        const result = streamText({
          model,
          messages: await convertToModelMessages(messages),
          tools,
          stopWhen: stepCountIs(3),
          abortSignal: request.signal,
        });
        writer.merge(toUIMessageStream<typeof tools, ChatMessage>({ stream: result.stream, tools }));
        try {
          await result.consumeStream();
        } finally {
          await done();
        }
      },
    });
    return createUIMessageStreamResponse({ stream });
  };
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
  const chat = toNodeListener(chatRoute(relay, options));
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
