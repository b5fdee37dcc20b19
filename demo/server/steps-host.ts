// "The MCP client runs on the server": the demo page's second way to call a tool. This host holds
// the MCP client and answers the page's routes; each reply carries the host's own JSON-RPC
// messages, for the page's Wire view.
// - 2026-07-28: raw JSON-RPC to the help desk's /mcp with the step API. The page gets only the
//   questions and a sealed token: the tool's arguments and the server's requestState never reach
//   the browser readable, and nothing is kept here between the two requests (any worker goes on).
// - 2025-11-25: the SDK client holds a session with the help desk for the call, and the server's
//   elicitation/create is put to the page through the relay (/api/relay, which the page connects to
//   with connectRelay); the answer may reach any worker on the relay's bus.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  continueCall,
  createElicitationHandler,
  createRelayHandler,
  openPending,
  sealPending,
  startCall,
  toNodeListener,
  type Relay,
  type Send,
  type Step,
} from '../../src/adapter/index.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { wireFetch } from '../app/wire.js';

export interface StepsHostOptions {
  /** The MCP endpoint this host calls (the help desk's own, over loopback). */
  mcpUrl: () => string;
  /** Secrets of 32 bytes or more that seal the tokens. */
  keys: string[];
  /** How long a question may stay open. @default 900 */
  ttlSeconds?: number;
  /** Carries a 2025-11-25 server's questions to the page, and the answers back, on its bus. */
  relay: Relay;
  /** This worker's name, in an `X-Worker` header on every reply and in the Wire view. */
  worker?: string;
}

type Wire = { direction: 'out' | 'in'; message: unknown }[];

/** A send over loopback that records each request and each reply. */
function recordingSend(url: string, wire: Wire): Send {
  const raw = rawHttpSend(url, (message) => wire.push({ direction: 'out', message: structuredClone(message) }));
  let id = 0;
  return async (request, options) => {
    id += 1;
    try {
      const result = await raw(request, options);
      wire.push({ direction: 'in', message: { jsonrpc: '2.0', id, result } });
      return result;
    } catch (error) {
      const { code, message, data } = error as { code?: number; message: string; data?: unknown };
      wire.push({ direction: 'in', message: { jsonrpc: '2.0', id, error: { code: code ?? -32603, message, data } } });
      throw error;
    }
  };
}

/** The error as the page may see it: its name and words, and what the typed errors add. */
function describe(error: unknown) {
  const e = error as { name?: string; message?: string; reason?: string; key?: string; field?: string; code?: unknown };
  return {
    name: e.name ?? 'Error',
    message: e.message ?? String(error),
    ...(e.reason ? { reason: e.reason } : {}),
    ...(e.key !== undefined ? { key: e.key, field: e.field } : {}),
  };
}

const CLIENT_INFO = { name: 'mcp-elicit demo host', version: '1.0.0' };

/**
 * 2025-11-25: a session of the SDK client held for one call; the server's elicitation/create goes
 * to `subject`'s page through the relay, and waits there as long as the page's timeout allows.
 */
async function heldSessionCall(options: StepsHostOptions, subject: string, tool: string, args: { [key: string]: unknown }, timeoutMs: number, wire: Wire) {
  const client = new Client(CLIENT_INFO, { capabilities: { elicitation: { form: {} } } });
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: options.relay.elicitFor(subject, timeoutMs > 0 ? { timeoutMs } : {}) }));
  const record = (entry: { direction: 'out' | 'in'; message: unknown }) => wire.push({ direction: entry.direction, message: structuredClone(entry.message) });
  await client.connect(new StreamableHTTPClientTransport(new URL(options.mcpUrl()), { fetch: wireFetch(() => record) }));
  try {
    return await client.callTool({ name: tool, arguments: args }, { timeout: Math.max(timeoutMs, 0) + 10 * 60_000 });
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** What the page posts: a call (`tool`, `args`, `era`, `timeoutMs`) or an answer (`token`, `answers`); checked field by field. */
interface StepsBody {
  tool?: unknown;
  args?: unknown;
  era?: unknown;
  timeoutMs?: unknown;
  token?: unknown;
  answers?: unknown;
}

export function createStepsHost(options: StepsHostOptions) {
  const ttlSeconds = options.ttlSeconds ?? 900;
  /** Whom a token is for: the page's conversation (a demo has no sign-in). */
  const subjectOf = (req: IncomingMessage) => {
    const value = req.headers['x-demo-conversation'];
    return typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : undefined;
  };

  const reply = async (step: Step, subject: string, wire: Wire) =>
    step.done ? { result: step.result, wire } : { questions: step.questions, token: await sealPending(step.pending, { keys: options.keys, subject, ttlSeconds }), wire };

  /** The relay's routes: GET, the page's stream of questions; POST, an answer. Of the page's conversation. */
  const relayRoute = toNodeListener(
    createRelayHandler(options.relay, {
      subject: (request) => {
        const value = request.headers.get('x-demo-conversation');
        return value && /^[\w-]{8,64}$/.test(value) ? value : undefined;
      },
    }),
  );

  /**
   * POST /api/steps/call `{ tool, args, era?, timeoutMs? }` and POST /api/steps/answer `{ token, answers }`
   * (2026-07-28); GET and POST /api/relay (2025-11-25's questions). Resolves false for other paths.
   */
  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (path !== '/api/relay' && !path.startsWith('/api/steps/')) return false;
    if (options.worker) res.setHeader('x-worker', options.worker);
    if (path === '/api/relay') return (relayRoute(req, res), true);
    const json = (status: number, value: unknown) => void res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(value));
    const subject = subjectOf(req);
    if (req.method !== 'POST') return (json(405, { error: { name: 'Error', message: 'POST only.' } }), true);
    if (!subject) return (json(400, { error: { name: 'Error', message: 'The page names its conversation in X-Demo-Conversation.' } }), true);
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return (json(400, { error: { name: 'SyntaxError', message: 'The body is not JSON.' } }), true);
    }
    const input = (typeof body === 'object' && body !== null ? body : {}) as StepsBody;
    const wire: Wire = [];
    const send = recordingSend(options.mcpUrl(), wire);
    try {
      if (path === '/api/steps/call') {
        if (typeof input.tool !== 'string') return (json(400, { error: { name: 'TypeError', message: 'tool must be a tool name.' } }), true);
        if (input.era !== undefined && input.era !== '2026-07-28' && input.era !== '2025-11-25') {
          return (json(400, { error: { name: 'TypeError', message: `era must be "2026-07-28" or "2025-11-25", not ${JSON.stringify(input.era)}.` } }), true);
        }
        const args = typeof input.args === 'object' && input.args !== null ? (input.args as { [key: string]: unknown }) : {};
        if (input.era === '2025-11-25') {
          const timeoutMs = typeof input.timeoutMs === 'number' && Number.isFinite(input.timeoutMs) ? input.timeoutMs : 0;
          return (json(200, { result: await heldSessionCall(options, subject, input.tool, args, timeoutMs, wire), wire }), true);
        }
        return (json(200, await reply(await startCall(send, { method: 'tools/call', params: { name: input.tool, arguments: args } }), subject, wire)), true);
      }
      if (path === '/api/steps/answer') {
        const pending = await openPending(String(input.token), { keys: options.keys, subject });
        return (json(200, await reply(await continueCall(send, pending, input.answers as never), subject, wire)), true);
      }
      return (json(404, { error: { name: 'Error', message: 'No such route.' } }), true);
    } catch (error) {
      return (json(400, { error: describe(error), wire }), true);
    }
  };
}

export async function readBody(req: IncomingMessage, limit = 4 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Loopback only, by name too: refuses DNS-rebinding attempts. */
export const loopbackHost = (host: string | undefined) => /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host ?? '');

/** Same site: one of `origins`, by number or as localhost. */
export const sameSite = (value: string, origins: string[]) => origins.some((origin) => value === origin || value === origin.replace('127.0.0.1', 'localhost'));

export interface HostServer {
  url: string;
  close(): Promise<void>;
}

/**
 * One worker of the host alone (`npm start -- --workers N`): only the host's routes, on 127.0.0.1,
 * for pages served from `origins` (the balancer's). The help desk (the MCP server) runs elsewhere.
 */
export async function startHostServer(options: StepsHostOptions & { origins: string[]; port?: number }): Promise<HostServer> {
  const handle = createStepsHost(options);
  const server = createServer(async (req, res) => {
    try {
      if (!loopbackHost(req.headers.host)) return void res.writeHead(403).end('Forbidden host');
      const requestOrigin = req.headers.origin;
      if (requestOrigin !== undefined && !sameSite(requestOrigin, options.origins)) return void res.writeHead(403).end('Forbidden origin');
      if (!(await handle(req, res, new URL(req.url ?? '/', 'http://127.0.0.1').pathname))) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    } catch (error) {
      console.error(`demo host${options.worker ? ` (${options.worker})` : ''}: request failed`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
