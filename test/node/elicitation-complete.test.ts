// 2025-11-25: a server that asks for a URL interaction may say, with notifications/elicitation/
// complete, that it is done. Through the v2 SDK client, the handler's `complete` closes the open
// question as done (accept); unknown ids are ignored. (The element side: test/answer-inputs.test.ts.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/server';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createElicitationHandler, type ElicitFunction } from '../../src/adapter/index.js';

describe('notifications/elicitation/complete through the v2 SDK (2025-11-25)', () => {
  let http: Server;
  let url: string;
  const transports = new Map<string, NodeStreamableHTTPServerTransport>();
  before(async () => {
    http = createServer(async (req, res) => {
      const id = req.headers['mcp-session-id'];
      let transport = typeof id === 'string' ? transports.get(id) : undefined;
      if (!transport) {
        const created: NodeStreamableHTTPServerTransport = new NodeStreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (sessionId) => void transports.set(sessionId, created),
        });
        const server = new McpServer({ name: 'signin', version: '1.0.0' }, { capabilities: { tools: {} } });
        server.registerTool('connect', { description: 'Asks the person to sign in; says when it is done', inputSchema: z.object({ notify: z.string() }) }, async ({ notify }) => {
          const elicitationId = randomUUID();
          const asked = server.server.elicitInput({ mode: 'url', message: 'Sign in', url: 'https://example.com/signin', elicitationId });
          // The person signs in elsewhere; the server learns it and says so (first for an id nobody asked).
          setTimeout(() => {
            void server.server.createElicitationCompletionNotifier(randomUUID())();
            if (notify === 'yes') setTimeout(() => void server.server.createElicitationCompletionNotifier(elicitationId)(), 50);
          }, 50);
          const result = await asked;
          return { content: [{ type: 'text', text: `signin: ${result.action}` }] };
        });
        await server.connect(created);
        transport = created;
      }
      await transport.handleRequest(req, res);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
  });
  after(async () => {
    await Promise.all([...transports.values()].map((t) => t.close().catch(() => undefined)));
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });

  /** A person who never presses anything: only the server's word, or the call's end, closes the question. */
  async function connect() {
    const seen: { completed: boolean }[] = [];
    const elicit: ElicitFunction = (_params, options) =>
      new Promise((resolve) => {
        const entry = { completed: false };
        seen.push(entry);
        void options.completed?.then(() => ((entry.completed = true), resolve({ action: 'accept' })));
        options.signal?.addEventListener('abort', () => resolve({ action: 'cancel' }));
      });
    const client = new Client({ name: 'complete-test', version: '1.0.0' }, { capabilities: { elicitation: { url: {} } } });
    const handler = createElicitationHandler({ elicit });
    client.setRequestHandler('elicitation/create', handler);
    client.setNotificationHandler('notifications/elicitation/complete', handler.complete);
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    return { client, seen };
  }

  it('closes the open URL question as done when the server says the interaction is complete', { timeout: 10_000 }, async () => {
    const { client, seen } = await connect();
    try {
      // Without the notification handled, the question would wait for ever: give up after 8 s.
      const result = await client.callTool({ name: 'connect', arguments: { notify: 'yes' } }, { signal: AbortSignal.timeout(8000) });
      assert.equal((result.content as { text: string }[])[0].text, 'signin: accept');
      assert.deepEqual(seen, [{ completed: true }]);
    } finally {
      await client.close();
    }
  });

  it('ignores a complete for an id it never asked: the question stays open', async () => {
    const { client, seen } = await connect();
    try {
      const controller = new AbortController();
      const call = client.callTool({ name: 'connect', arguments: { notify: 'no' } }, { signal: controller.signal }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.deepEqual(seen, [{ completed: false }], 'still open after the stray notification');
      controller.abort();
      await call;
    } finally {
      await client.close();
    }
  });
});
