// A stateless MCP 2026-07-28 server on the v2 SDK, for the adapter's tests. Every round's state
// travels in a signed requestState; nothing is kept between requests except the side-effect log.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { McpServer, acceptedContent, createMcpHandler, createRequestStateCodec, inputRequired, inputResponse, type ServerContext } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';

/** A fixed key, so two server processes (or a restarted one) can finish each other's rounds. */
export const TEST_KEY = 'mcp-elicit test key: 32 bytes or more, fixed for tests';

type State = { [key: string]: unknown };
const text = (value: string, isError = false) => ({ content: [{ type: 'text' as const, text: value }], ...(isError ? { isError } : {}) });

const confirmSchema = {
  type: 'object' as const,
  properties: { confirm: { type: 'boolean' as const, title: 'Really delete?', default: false } },
  required: ['confirm'],
};

const customerSchema = {
  type: 'object' as const,
  properties: {
    name: { type: 'string' as const, title: 'Name' },
    email: { type: 'string' as const, title: 'Email', format: 'email' as const },
  },
  required: ['name', 'email'],
};

/** The server's HTTP face, to mount in any Node server (the browser tests mount it in the dev server). */
export interface MrtrApp {
  /** Serves `POST /mcp` and the sign-in pages under `/signin/`; answers 404 to anything else. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The MCP endpoint as a web-standard handler, for in-process use without sockets. */
  fetch(request: Request): Promise<Response>;
  /** Side effects, in the order they happened: only ever after the person's answer. */
  effects: string[];
  /** Every JSON-RPC request body received, in order. */
  received: unknown[];
  /** Marks a URL-mode sign-in as finished, as the person would on the server's page. */
  finishSignIn(token: string): void;
}

export interface MrtrServer extends MrtrApp {
  url: string;
  close(): Promise<void>;
}

export function createMrtrApp(options: { key?: string } = {}): MrtrApp {
  const codec = createRequestStateCodec<State>({ key: options.key ?? TEST_KEY, ttlSeconds: 600, bind: (ctx) => ctx.mcpReq.method });
  const effects: string[] = [];
  const received: unknown[] = [];
  const finished = new Set<string>();

  const mint = (state: State, ctx: ServerContext) => codec.mint(state, ctx);

  const build = ({ requestInfo }: { requestInfo?: Request }) => {
    // Sign-in links point back at whichever origin this request reached.
    const origin = requestInfo ? new URL(requestInfo.url).origin : 'http://127.0.0.1';
    const server = new McpServer({ name: 'mrtr-test-server', version: '1.0.0' }, { capabilities: { tools: {}, prompts: {} }, requestState: { verify: codec.verify } });

    server.registerTool('delete_file', { description: 'Deletes a file after confirmation', inputSchema: z.object({ path: z.string() }) }, async ({ path }, ctx) => {
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
      if (answer.kind === 'missing') {
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message: `Delete ${path}?`, requestedSchema: confirmSchema }) },
          requestState: await mint({ step: 'confirm', path }, ctx),
        });
      }
      if (answer.kind !== 'elicit') return text('unexpected answer', true);
      if (answer.action === 'decline') return text(`not deleted: the user said no`, true);
      if (answer.action === 'cancel') return text(`not deleted: dismissed`, true);
      if (answer.content?.confirm !== true) return text('not deleted: not confirmed', true);
      const state = ctx.mcpReq.requestState<State>();
      effects.push(`deleted ${String(state?.path)}`);
      return text(`deleted ${String(state?.path)}`);
    });

    server.registerTool('book_trip', { description: 'Two questions in one round', inputSchema: z.object({ city: z.string() }) }, async ({ city }, ctx) => {
      const traveller = acceptedContent(ctx.mcpReq.inputResponses, 'traveller');
      const seat = inputResponse(ctx.mcpReq.inputResponses, 'seat');
      if (!traveller && seat.kind === 'missing') {
        return inputRequired({
          inputRequests: {
            traveller: inputRequired.elicit({ message: `Who travels to ${city}?`, requestedSchema: customerSchema }),
            seat: inputRequired.elicit({
              message: 'Seat preference',
              requestedSchema: { type: 'object', properties: { window: { type: 'boolean', title: 'Window seat' } } },
            }),
          },
          requestState: await mint({ city }, ctx),
        });
      }
      const window = seat.kind === 'elicit' && seat.action === 'accept' ? seat.content?.window === true : undefined;
      if (!traveller) return text(`not booked: ${seat.kind === 'elicit' ? 'no traveller' : 'no answer'}`, true);
      effects.push(`booked ${city} for ${String(traveller.name)}`);
      return text(`booked ${city} for ${String(traveller.name)}; window=${String(window)}; seat=${seat.kind === 'elicit' ? seat.action : 'missing'}`);
    });

    server.registerTool('create_customer', { description: 'Asks again for fields that are wrong', inputSchema: z.object({}) }, async (_args, ctx) => {
      const state = ctx.mcpReq.requestState<State>() ?? {};
      const answer = inputResponse(ctx.mcpReq.inputResponses, state.asked === 'fix' ? 'fix' : 'customer');
      if (answer.kind === 'elicit' && answer.action !== 'accept') return text(`not created (${answer.action})`, true);
      const values = { ...(state.values as State | undefined), ...(answer.kind === 'elicit' ? answer.content : {}) };
      const errors: { [field: string]: string } = {};
      if (typeof values.name !== 'string' || values.name.trim().length < 2) errors.name = 'A name needs at least 2 letters.';
      if (typeof values.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) errors.email = 'That email address has no domain.';
      const wrong = Object.keys(errors);
      if (answer.kind === 'missing' && state.asked === undefined) {
        return inputRequired({
          inputRequests: { customer: inputRequired.elicit({ message: 'New customer', requestedSchema: customerSchema }) },
          requestState: await mint({ asked: 'customer' }, ctx),
        });
      }
      if (wrong.length) {
        const keep = Object.fromEntries(Object.entries(values).filter(([k]) => !wrong.includes(k)));
        return inputRequired({
          inputRequests: {
            fix: inputRequired.elicit({
              message: `Please correct: ${wrong.map((k) => errors[k]).join(' ')}`,
              requestedSchema: {
                type: 'object',
                properties: Object.fromEntries(wrong.map((k) => [k, customerSchema.properties[k as 'name' | 'email']])),
                required: wrong,
              },
            }),
          },
          requestState: await mint({ asked: 'fix', values: keep }, ctx),
        });
      }
      effects.push(`created ${String(values.name)} <${String(values.email)}>`);
      return text(`created ${String(values.name)} <${String(values.email)}>`);
    });

    server.registerTool('busy', { description: 'Answers with requestState only once', inputSchema: z.object({}) }, async (_args, ctx) => {
      const state = ctx.mcpReq.requestState<State>();
      if (!state) return inputRequired({ requestState: await mint({ waited: true }, ctx) });
      return text('done after waiting');
    });

    server.registerTool('forever', { description: 'Never stops asking', inputSchema: z.object({}) }, async (_args, ctx) => {
      const n = Number(ctx.mcpReq.requestState<State>()?.n ?? 0) + 1;
      return inputRequired({
        inputRequests: { again: inputRequired.elicit({ message: `Question ${n}`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } }) },
        requestState: await mint({ n }, ctx),
      });
    });

    server.registerTool('connect_billing', { description: 'URL mode', inputSchema: z.object({}) }, async (_args, ctx) => {
      const state = ctx.mcpReq.requestState<State>();
      const token = typeof state?.token === 'string' ? state.token : randomUUID();
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'signin');
      if (answer.kind === 'elicit' && answer.action !== 'accept') return text(`not connected (${answer.action})`, true);
      if (answer.kind === 'elicit' && finished.has(token)) {
        effects.push('billing connected');
        return text('billing connected');
      }
      return inputRequired({
        inputRequests: { signin: inputRequired.elicitUrl({ message: 'Sign in to the billing provider', url: `${origin}/signin/${token}` }) },
        requestState: await mint({ token }, ctx),
      });
    });

    // SEP-2243: `region` is mirrored in an Mcp-Param-Region header, which the SDK's server checks against the body.
    server.registerTool(
      'route_ticket',
      { description: 'Routes a ticket by region, after confirmation', inputSchema: z.object({ id: z.string(), region: z.string().meta({ 'x-mcp-header': 'Region' }) }) },
      async ({ id, region }, ctx) => {
        const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
        if (answer.kind === 'missing') {
          return inputRequired({
            inputRequests: { confirm: inputRequired.elicit({ message: `Route ${id} to ${region}?`, requestedSchema: confirmSchema }) },
            requestState: await mint({}, ctx),
          });
        }
        return text(answer.kind === 'elicit' && answer.action === 'accept' ? `routed ${id} to ${region}` : 'not routed');
      },
    );

    server.registerTool('needs_roots', { description: 'Asks for roots', inputSchema: z.object({}) }, async (_args, ctx) => {
      const roots = inputResponse(ctx.mcpReq.inputResponses, 'roots');
      if (roots.kind === 'roots') return text(`roots: ${roots.roots.map((r) => r.uri).join(', ')}`);
      return inputRequired({ inputRequests: { roots: inputRequired.listRoots() }, requestState: await mint({}, ctx) });
    });

    server.registerPrompt('greeting', { description: 'A prompt that asks for a name', argsSchema: z.object({}) }, async (_args, ctx) => {
      const who = acceptedContent(ctx.mcpReq.inputResponses, 'who');
      if (!who) {
        return inputRequired({
          inputRequests: {
            who: inputRequired.elicit({ message: 'Whom should I greet?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } }),
          },
        });
      }
      return { messages: [{ role: 'user' as const, content: { type: 'text' as const, text: `Hello, ${String(who.name)}!` } }] };
    });

    return server;
  };

  const mcp = createMcpHandler(build, { legacy: 'reject' });
  const handler = toNodeHandler(mcp);
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const host = req.headers.host ?? '';
    if (!/^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host)) return void res.writeHead(403).end('Forbidden host');
    if (path.startsWith('/signin/')) {
      finished.add(path.slice('/signin/'.length));
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end('Signed in. You can close this tab.');
    }
    if (path !== '/mcp') return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let message: unknown;
    try {
      message = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
    }
    received.push(message);
    await handler(req, res, message);
  };
  return { handle, fetch: (request) => mcp.fetch(request), effects, received, finishSignIn: (token) => void finished.add(token) };
}

/** The test server on its own port on 127.0.0.1 (a random one unless `port` is given). */
export async function startMrtrServer(options: { key?: string; port?: number } = {}): Promise<MrtrServer> {
  const app = createMrtrApp(options);
  const http: Server = createServer((req, res) => void app.handle(req, res));
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    ...app,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}
