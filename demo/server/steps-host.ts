// "The MCP client runs on the server": the demo page's second way to call a tool. This host holds
// the MCP client (raw JSON-RPC to the help desk's own /mcp), answers the page's two routes with the
// step API, and sends the page only the questions and a sealed token: the tool's arguments and
// the server's requestState never reach the browser readable, and nothing is kept here between
// the two requests. Each reply carries the host's own JSON-RPC messages, for the page's Wire view.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { continueCall, openPending, sealPending, startCall, type Send, type Step } from '../../src/adapter/index.js';
import { rawHttpSend } from '../app/raw-send.js';

export interface StepsHostOptions {
  /** The MCP endpoint this host calls (the help desk's own, over loopback). */
  mcpUrl: () => string;
  /** Secrets of 32 bytes or more that seal the tokens. */
  keys: string[];
  /** How long a question may stay open. @default 900 */
  ttlSeconds?: number;
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
  return { name: e.name ?? 'Error', message: e.message ?? String(error), ...(e.reason ? { reason: e.reason } : {}), ...(e.key !== undefined ? { key: e.key, field: e.field } : {}) };
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

  /** POST /api/steps/call `{ tool, args }` and POST /api/steps/answer `{ token, answers }`. */
  return async function handle(req: IncomingMessage, res: ServerResponse, path: string, body: unknown): Promise<void> {
    const json = (status: number, value: unknown) => void res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(value));
    const subject = subjectOf(req);
    if (req.method !== 'POST') return json(405, { error: { name: 'Error', message: 'POST only.' } });
    if (!subject) return json(400, { error: { name: 'Error', message: 'The page names its conversation in X-Demo-Conversation.' } });
    const input = (typeof body === 'object' && body !== null ? body : {}) as { tool?: unknown; args?: unknown; token?: unknown; answers?: unknown };
    const wire: Wire = [];
    const send = recordingSend(options.mcpUrl(), wire);
    try {
      if (path === '/api/steps/call') {
        if (typeof input.tool !== 'string') return json(400, { error: { name: 'TypeError', message: 'tool must be a tool name.' } });
        const args = typeof input.args === 'object' && input.args !== null ? (input.args as { [key: string]: unknown }) : {};
        return json(200, await reply(await startCall(send, { method: 'tools/call', params: { name: input.tool, arguments: args } }), subject, wire));
      }
      if (path === '/api/steps/answer') {
        const pending = await openPending(String(input.token), { keys: options.keys, subject });
        return json(200, await reply(await continueCall(send, pending, input.answers as never), subject, wire));
      }
      return json(404, { error: { name: 'Error', message: 'No such route.' } });
    } catch (error) {
      return json(400, { error: describe(error), wire });
    }
  };
}
