// The chat's route handler of a host on the Vercel AI SDK (ai 7): one function that both the guide
// (examples/ai-sdk-chat.examples.ts wires it into a Next.js app) and the host the tests run
// (test/peers/ai-sdk-host/host.ts, served by node:http) use. Regions are copied by `npm run examples`.
// #region chatRoute
import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText, toUIMessageStream } from 'ai';
import type { LanguageModel, UIMessage } from 'ai';
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { createElicitationHandler, type ElicitRequestParams, type EndReason, type Relay, type StreamEvent } from 'mcp-elicit/adapter';

/** A question in the chat: a `data-question` part of the assistant's message, replaced in place (same id) when it ends. */
export type QuestionData = { id: string; params: ElicitRequestParams; timeoutMs: number; status: 'open' | EndReason };
export type ChatMessage = UIMessage<never, { question: QuestionData }>;

export interface ChatRouteOptions {
  /** Your provider's model. */
  model: LanguageModel;
  /** The MCP server whose tools the model may call. */
  mcpUrl: string;
  /** Your session: who is signed in (undefined: the chat answers 401). */
  userOf: (request: Request) => string | undefined;
  /** One per process (createRedisBus for many workers); its handler takes the page's answers. */
  relay: Relay;
}

/** For each relay event, the part to write: the question when asked, the same part (same id) again when it ends. */
export function questionParts(): (event: StreamEvent) => QuestionData | undefined {
  const open = new Map<string, QuestionData>();
  return (event) => {
    if (event.type === 'question') {
      const { id, params, deadline } = event.question;
      open.set(id, { id, params, timeoutMs: Math.max(0, deadline - Date.now()), status: 'open' });
      return open.get(id);
    }
    if (event.type !== 'end' || !open.has(event.end.id)) return undefined; // 'close': the stream ends anyway
    const asked = open.get(event.end.id)!;
    open.delete(asked.id);
    return { ...asked, status: event.end.reason };
  };
}

/** The chat's route handler, Fetch-API style (a Next.js `POST`). */
export function chatRoute({ model, mcpUrl, userOf, relay }: ChatRouteOptions): (request: Request) => Promise<Response> {
  return async function POST(request) {
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

        const mcp = await createMCPClient({ transport: { type: 'http', url: mcpUrl }, capabilities: { elicitation: {} } });
        // The AI SDK's MCP client waits for this handler (on both protocol eras); the relay waits for
        // the person. When the person leaves (the chat request is aborted: a reload, a closed tab),
        // the question is withdrawn at once and the MCP server hears cancel, never decline.
        mcp.onElicitationRequest(ElicitationRequestSchema, createElicitationHandler({ elicit: (params) => relay.ask(user, params, { signal: request.signal }) }));
        const done = async () => {
          await stopShowing();
          await mcp.close();
        };
        request.signal.addEventListener('abort', () => void done(), { once: true });

        const tools = await mcp.tools();
        const result = streamText({ model, messages: await convertToModelMessages(messages), tools, stopWhen: stepCountIs(5), abortSignal: request.signal });
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
// #endregion
