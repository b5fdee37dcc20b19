// The demo on one origin: the host page at /, its script, the billing sign-in page, and the MCP
// endpoint at /mcp speaking 2026-07-28 (stateless) and 2025-11-25 (sessions) side by side.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { createMcpHandler, createRequestStateCodec, isLegacyRequest, type McpServer } from '@modelcontextprotocol/server';
import { NodeStreamableHTTPServerTransport, toNodeHandler, toWebRequest } from '@modelcontextprotocol/node';
import { createHelpDesk } from './helpdesk.js';
import { Store } from './store.js';
import { TaskBoard } from './task-board.js';
import { createMemoryBus, createRelay, type Relay } from '../../src/adapter/index.js';
import { createStepsHost, loopbackHost, readBody, sameSite as sameSiteOf } from './steps-host.js';

export interface DemoPage {
  html: string;
  css: string;
  js: string;
}

export interface DemoOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Where the help desk keeps its data. */
  dataDir: string;
  /** Start from the seed data. */
  reset?: boolean;
  /** HMAC key for requestState (32 bytes or more). Processes that share it finish each other's rounds. Default: made at start-up. */
  key?: string;
  /** How long a minted requestState stays valid. @default 900 */
  stateTtlSeconds?: number;
  /** How long each half of the monthly report (a background task) takes. @default 4000 */
  taskStepMs?: number;
  page: DemoPage;
  /** Where pages are served from besides this server's own origin (a balancer in front of it). */
  publicOrigin?: string;
  /** The relay for the host's 2025-11-25 questions. @default one of its own, on an in-memory bus */
  relay?: Relay;
}

export interface Demo {
  url: string;
  key: string;
  store: Store;
  /** The background tasks the server runs. */
  board: TaskBoard;
  close(): Promise<void>;
}

const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(flow: string, done: boolean): string {
  const body = done
    ? `<h1>Signed in to Acme Billing</h1><p role="status">You are signed in. Close this tab and go back to the help desk.</p>`
    : `<h1>Sign in to Acme Billing</h1>
       <p>The help desk wants to connect to your billing account.</p>
       <form method="post" action="/billing/signin">
         <input type="hidden" name="flow" value="${escapeHtml(flow)}">
         <p><label for="user">User name</label><br><input id="user" name="user" autocomplete="username" value="demo"></p>
         <p><button type="submit">Sign in and connect</button></p>
       </form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Billing: sign in</title><link rel="stylesheet" href="/app.css"></head><body class="signin"><main>${body}</main></body></html>`;
}

/** /mcp: this page's origin only; a 2025-11-25 request goes to its session, a 2026-07-28 one to the stateless handler. */
function mcpRoute({
  modern,
  legacy,
  sameSite,
}: {
  modern: (req: IncomingMessage, res: ServerResponse, body?: unknown) => Promise<void>;
  legacy: (req: IncomingMessage, res: ServerResponse, body: unknown) => Promise<void>;
  sameSite: (origin: string) => boolean;
}) {
  return async function mcp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Only this page may call the server from a browser (no CORS, no other origins).
    const requestOrigin = req.headers.origin;
    if (requestOrigin !== undefined && !sameSite(requestOrigin)) return void res.writeHead(403).end('Forbidden origin');
    if (req.method !== 'POST') {
      return typeof req.headers['mcp-session-id'] === 'string' ? legacy(req, res, undefined) : modern(req, res);
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not JSON.' } }));
    }
    if (await isLegacyRequest(await toWebRequest(req, body), body)) return legacy(req, res, body);
    return modern(req, res, body);
  };
}

/** 2025-11-25: a session per client, so the server can send it elicitation/create requests. */
function legacySessions(build: () => McpServer) {
  const sessions = new Map<string, NodeStreamableHTTPServerTransport>();
  async function legacy(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    const id = req.headers['mcp-session-id'];
    let transport = typeof id === 'string' ? sessions.get(id) : undefined;
    if (!transport) {
      if (id !== undefined || (body as { method?: string } | undefined)?.method !== 'initialize') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32001, message: 'Session not found: initialize again.' } }));
      }
      const created: NodeStreamableHTTPServerTransport = new NodeStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => void sessions.set(sessionId, created),
        onsessionclosed: (sessionId) => void sessions.delete(sessionId),
      });
      created.onclose = () => created.sessionId && sessions.delete(created.sessionId);
      await build().connect(created);
      transport = created;
    }
    await transport.handleRequest(req, res, body);
  }
  return { legacy, sessions };
}

/** The billing provider's sign-in page (the URL-mode question opens it); a POST finishes the flow. */
async function signIn(req: IncomingMessage, res: ServerResponse, url: URL, finishedSignIns: Set<string>): Promise<void> {
  let flow = url.searchParams.get('flow') ?? '';
  if (req.method === 'POST') {
    flow = new URLSearchParams(await readBody(req, 64 * 1024)).get('flow') ?? '';
    if (flow) finishedSignIns.add(flow);
  }
  res.writeHead(flow ? 200 : 400, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP });
  res.end(flow ? signInPage(flow, req.method === 'POST') : 'A sign-in link needs its flow.');
}

/** The page itself: its HTML (with its CSP), script and stylesheet; nothing else. */
function servePage(req: IncomingMessage, res: ServerResponse, url: URL, page: DemoOptions['page']): void {
  if (req.method !== 'GET') return void res.writeHead(405).end();
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (url.pathname === '/') {
    return void res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP }).end(page.html);
  }
  if (url.pathname === '/app.js') return void res.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(page.js);
  if (url.pathname === '/app.css') return void res.writeHead(200, { ...headers, 'content-type': 'text/css; charset=utf-8' }).end(page.css);
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}

export async function startDemo(options: DemoOptions): Promise<Demo> {
  const store = await Store.open(options.dataDir, { reset: options.reset });
  const key = options.key ?? randomBytes(32).toString('base64url');
  const codec = createRequestStateCodec<{ tool: string; [key: string]: unknown }>({
    key,
    ttlSeconds: options.stateTtlSeconds ?? 15 * 60,
    bind: (ctx) => ctx.mcpReq.method,
  });
  const finishedSignIns = new Set<string>();
  let origin = '';
  const sameSite = (value: string) => sameSiteOf(value, options.publicOrigin ? [origin, options.publicOrigin] : [origin]);
  const board = new TaskBoard({ ttlMs: 60 * 60_000 });
  const build = () => createHelpDesk({ store, codec, finishedSignIns, board, taskStepMs: options.taskStepMs ?? 4000 }, origin);

  // "The MCP client runs on the server": the page's other way to call a tool (steps-host.ts).
  const relay = options.relay ?? createRelay({ bus: createMemoryBus() });
  const steps = createStepsHost({ mcpUrl: () => `${origin}/mcp`, keys: [`pending-state:${key}`], relay });

  const modern = toNodeHandler(createMcpHandler(build, { legacy: 'reject' }));
  const { legacy, sessions } = legacySessions(build);

  const mcp = mcpRoute({ modern, legacy, sameSite });

  const http = createServer(async (req, res) => {
    try {
      // Loopback only, by name too: refuses DNS-rebinding attempts.
      if (!loopbackHost(req.headers.host)) return void res.writeHead(403).end('Forbidden host');
      const url = new URL(req.url ?? '/', origin);
      if (url.pathname === '/mcp') return await mcp(req, res);
      if (url.pathname === '/billing/signin') return await signIn(req, res, url, finishedSignIns);
      if (url.pathname.startsWith('/api/')) {
        const requestOrigin = req.headers.origin;
        if (requestOrigin !== undefined && !sameSite(requestOrigin)) return void res.writeHead(403).end('Forbidden origin');
        if (await steps(req, res, url.pathname)) return;
      }
      servePage(req, res, url, options.page);
    } catch (error) {
      console.error('demo: request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    }
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    url: `${origin}/`,
    key,
    store,
    board,
    close: async () => {
      for (const taskId of board.tasks.keys()) board.cancel(taskId, 'The help desk is shutting down.');
      await Promise.all([...sessions.values()].map((t) => t.close().catch(() => undefined)));
      if (!options.relay) await relay.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
