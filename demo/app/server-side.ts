// "The MCP client runs on the server": a tool call through the demo host's routes
// (demo/server/steps-host.ts). The page never holds the MCP client. The Wire view shows both hops:
// page ⇄ host (and page ⇄ relay), and the host's own JSON-RPC with the MCP server.
// - 2026-07-28: the page posts the tool, shows the questions it gets back with answerInputs, and
//   posts the answers with the sealed token; any worker of the host goes on.
// - 2025-11-25: the host holds the MCP session while the call lasts, and the server's question comes
//   to the page through the relay (connectRelay); the answer is posted to the relay, whichever
//   worker takes it, and the bus carries it to the worker that holds the session.
import { answerInputs, connectRelay } from '../../src/index.js';
import type { McpResult } from '../../src/adapter/index.js';
import { EventStreamParser } from '../../src/relay/event-stream.js';
import type { AskOptions, Era } from './session.js';
import type { WireSink } from './wire.js';

/** Names this page's conversation to the host: tokens sealed for it open only for it. */
const CONVERSATION = crypto.randomUUID();
const HEADERS = { 'x-demo-conversation': CONVERSATION };

/** The worker that answered, when the host runs on several (`npm start -- --workers 2`). */
const workerOf = (response: Response) => response.headers.get('x-worker') ?? undefined;

/** connectRelay's fetch, showing the relay's questions and the page's answers in the Wire view. */
function relayWireFetch(wire: WireSink): typeof fetch {
  /** Questions this page answered: their end ("answered") is its own answer, not news. */
  const answeredHere = new Set<string>();
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST' && typeof init?.body === 'string') {
      const body = JSON.parse(init.body) as { id: string };
      answeredHere.add(body.id);
      wire({ direction: 'out', hop: 'page-relay', message: { POST: '/api/relay', ...body } });
    }
    const response = await fetch(input, init);
    const worker = workerOf(response);
    if (method === 'POST') {
      const body = await response
        .clone()
        .json()
        .catch(() => ({}));
      wire({ direction: 'in', hop: 'page-relay', message: { status: response.status, ...body, ...(worker ? { worker } : {}) } });
      return response;
    }
    if (!response.body || !response.ok) return response;
    const [mine, theirs] = response.body.tee();
    void (async () => {
      const parser = new EventStreamParser();
      const reader = mine.pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        for (const { event, data } of parser.push(value)) {
          const message = JSON.parse(data) as { id: string; reason?: string };
          if (event === 'end' && message.reason === 'answered' && answeredHere.has(message.id)) continue;
          if (event === 'question' || event === 'end') wire({ direction: 'in', hop: 'page-relay', message: { event, ...message, ...(worker ? { worker } : {}) } });
        }
      }
    })().catch(() => undefined);
    return new Response(theirs, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

export async function callThroughServer(era: Era, tool: string, args: { [key: string]: unknown }, options: AskOptions): Promise<McpResult> {
  const post = async (path: string, body: { [key: string]: unknown }) => {
    options.wire({ direction: 'out', hop: 'page-host', message: { POST: path, ...body } });
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...HEADERS }, body: JSON.stringify(body) });
    const reply = (await response.json()) as {
      questions?: never;
      token?: string;
      result?: McpResult;
      wire?: { direction: 'out' | 'in'; message: unknown }[];
      error?: { name: string; message: string };
    };
    for (const entry of reply.wire ?? []) options.wire({ ...entry, hop: 'host-server' });
    const { wire: _wire, ...shown } = reply;
    const worker = workerOf(response);
    options.wire({ direction: 'in', hop: 'page-host', message: { ...shown, ...(worker ? { worker } : {}) } });
    if (reply.error) throw new Error(`${reply.error.name}: ${reply.error.message}`);
    return reply;
  };
  if (era === '2025-11-25') {
    // Connected before the call, so the question has somewhere to go; closed when the call ends.
    const stop = new AbortController();
    let opened!: () => void;
    let failed!: (error: Error) => void;
    const open = new Promise<void>((resolve, reject) => ((opened = resolve), (failed = reject)));
    const relay = connectRelay('/api/relay', {
      container: options.container,
      keep: !!options.container,
      server: options.server,
      headers: HEADERS,
      signal: stop.signal,
      fetch: relayWireFetch(options.wire),
      // Before the call, a relay that cannot be reached ends the turn with why; later, it reconnects on its own.
      onStatus: (status, error) =>
        status === 'open'
          ? opened()
          : status === 'reconnecting' && failed(new Error(`Could not connect to the host's relay: ${(error as Error | undefined)?.message ?? 'no answer'}`)),
    });
    try {
      await open;
      return (await post('/api/steps/call', { tool, args, era, timeoutMs: options.timeoutMs })).result!;
    } finally {
      relay.close();
    }
  }
  let reply = await post('/api/steps/call', { tool, args });
  while (reply.questions) {
    const answers = await answerInputs(reply.questions, { container: options.container, keep: !!options.container, server: options.server, timeoutMs: options.timeoutMs });
    reply = await post('/api/steps/answer', { token: reply.token, answers });
  }
  return reply.result!;
}
