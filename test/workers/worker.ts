// One worker of a host whose MCP client runs on the server: started as its own process by the
// workers test (and the bench). It holds 2025-11-25 sessions (server-everything over stdio, one per
// call) whose questions go through the relay, on a Redis bus shared with the other workers.
//   REDIS_URL     the bus
//   RELAY_PREFIX  channel prefix (one per test run)
//   MCP_URL       a 2026-07-28 server, for the stateless steps (startCall / continueCall)
//   PENDING_KEY   the key every worker seals and opens the steps' tokens with
// Prints "READY <url> <worker id>" once it listens on 127.0.0.1.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import {
  continueCall,
  createElicitationHandler,
  createRedisBus,
  createRelay,
  createRelayHandler,
  openPending,
  sealPending,
  startCall,
  toNodeListener,
  type ElicitRequestParams,
  type Step,
} from '../../src/adapter/index.js';
import { rawHttpSend } from '../../support/raw-send.js';

const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: false });
redis.on('error', () => undefined); // It reconnects on its own; a failed publish is reported by the relay.
const relay = createRelay({
  bus: createRedisBus(redis, { prefix: process.env.RELAY_PREFIX }),
  heartbeatMs: Number(process.env.RELAY_HEARTBEAT_MS ?? 200),
  graceMs: Number(process.env.RELAY_GRACE_MS ?? 10_000),
  // The default patience: a worker's first answer loads the validator that checks it.
  answerTimeoutMs: 5000,
  onError: () => undefined,
});
const subject = (request: Request) => /(?:^|;\s*)user=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
const relayRoute = toNodeListener(createRelayHandler(relay, { subject }));

const everything = {
  command: process.execPath,
  args: [createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'],
  stderr: 'ignore' as const,
};

async function body(req: IncomingMessage): Promise<any> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text || '{}');
}

/** A tool call on a 2025-11-25 session this worker holds; its question goes to `user`'s browser. */
async function call(user: string, tool: string, args: { [key: string]: unknown }): Promise<unknown> {
  const client = new Client({ name: 'worker', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: 'auto' } });
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: relay.elicitFor(user) }));
  await client.connect(new StdioClientTransport(everything));
  try {
    return await client.callTool({ name: tool, arguments: args });
  } finally {
    await client.close();
  }
}

const form: ElicitRequestParams = {
  message: 'Bench question',
  requestedSchema: { type: 'object', properties: { ticket: { type: 'string' } } },
};

const server = createServer(async (req, res) => {
  res.setHeader('x-worker', relay.worker);
  try {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/relay') return relayRoute(req, res);
    // 2026-07-28: nothing kept here between the two requests; the state is in the sealed token.
    if ((path === '/steps/call' || path === '/steps/answer') && req.method === 'POST') {
      const user = /(?:^|;\s*)user=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      if (!user) return void res.writeHead(401).end();
      const keys = [process.env.PENDING_KEY!];
      const send = rawHttpSend(process.env.MCP_URL!);
      const input = await body(req);
      const step: Step =
        path === '/steps/call'
          ? await startCall(send, { method: 'tools/call', params: { name: input.tool, arguments: input.arguments ?? {} } })
          : await continueCall(send, await openPending(input.token, { keys, subject: user }), input.answers);
      const reply = step.done ? { result: step.result } : { questions: step.questions, token: await sealPending(step.pending, { keys, subject: user }) };
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    }
    if (path === '/call' && req.method === 'POST') {
      const { user, tool, arguments: args } = await body(req);
      const result = await call(user, tool, args ?? {});
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    }
    // For the bench: questions asked straight through the relay (no MCP server), and the heap.
    if (path === '/bench/ask' && req.method === 'POST') {
      const { user, count, exact } = await body(req);
      for (let i = 0; i < count; i++) void relay.ask(exact ? user : `${user}-${i}`, form, { timeoutMs: 600_000 });
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ open: relay.openQuestions }));
    }
    if (path === '/bench/memory') {
      (globalThis as { gc?: () => void }).gc?.();
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ heapUsed: process.memoryUsage().heapUsed, open: relay.openQuestions }));
    }
    res.writeHead(404).end();
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => {
  console.log(`READY http://127.0.0.1:${(server.address() as AddressInfo).port} ${relay.worker}`);
});
const stop = async () => {
  await relay.close();
  await redis.quit().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
