// The relay for questions that a held MCP session waits on (docs/adapter/server-side.mdx, "More
// than one worker"). Type-checked with Node's types (tsconfig.node.json). Regions are copied by
// `npm run examples`.
// #region relay
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createElicitationHandler, toNodeListener } from 'mcp-elicit/adapter';
// #endregion
// #region relay redis fetchHandler
import { createRelay } from 'mcp-elicit/adapter';
// #endregion
// #region relay fetchHandler
import { createRelayHandler } from 'mcp-elicit/adapter';
// #endregion
// #region redis
import { Redis } from 'ioredis';
import { createRedisBus } from 'mcp-elicit/adapter';
// #endregion

// #region relay fetchHandler
declare function userOf(request: Request): string | undefined; // your session: who is signed in
// #endregion
// #region relay
declare function app(request: IncomingMessage, response: ServerResponse): void; // the rest of your host
// #endregion

export function relay() {
  // #region relay
  // One relay per process. Alone, it needs no other service (an in-memory bus).
  const relay = createRelay({ timeoutMs: 10 * 60_000, graceMs: 30_000 });

  // Each signed-in person's MCP client asks through the relay: the question goes to their browser.
  async function connectFor(user: string) {
    const client = new Client({ name: 'my-host', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: relay.elicitFor(user) }));
    await client.connect(new StreamableHTTPClientTransport(new URL('https://mcp.example.com/mcp')));
    return client;
  }

  // The browser's side: an event stream of questions (GET) and answers (POST), on one path. The
  // subject is your own sign-in: answers are taken only from the person who was asked.
  const relayRoute = toNodeListener(createRelayHandler(relay, { subject: (request) => userOf(request) }));
  createServer((request, response) => (request.url?.startsWith('/mcp-elicit/relay') ? relayRoute(request, response) : app(request, response))).listen(3000);
  // #endregion
  return connectFor;
}

export function redis() {
  // #region redis
  // Every worker of the host on the same Redis: a question asked on one is answered through any.
  const relay = createRelay({ bus: createRedisBus(new Redis(process.env.REDIS_URL!)) });
  // #endregion
  return relay;
}

export function fetchHandler() {
  // #region fetchHandler
  const relay = createRelay(); // one per process, as above
  // Next.js (app/mcp-elicit/relay/route.ts), Hono, Deno, Bun: the handler is Request in, Response out.
  const handler = createRelayHandler(relay, { subject: (request) => userOf(request) });
  const GET = handler;
  const POST = handler;
  // #endregion
  return { GET, POST };
}
