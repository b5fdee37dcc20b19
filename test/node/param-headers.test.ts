// Mirrored argument headers (SEP-2243): a tools/call of a tool whose inputSchema marks an argument
// with x-mcp-header carries it in an Mcp-Param-* header, in every documented way of wiring the
// adapter. The v2 SDK's server rejects a call without it (-32020), so the test server is the judge.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callWithInputs, paramHeaders, startCall, continueCall, withParamHeaders, type Send, type ToolDefinition } from '../../src/adapter/index.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';
import { failureOf, textOf } from './helpers.js';

const route: ToolDefinition = {
  name: 'route_ticket',
  inputSchema: { type: 'object', properties: { id: { type: 'string' }, region: { type: 'string', 'x-mcp-header': 'Region' } }, required: ['id', 'region'] },
};
const yes = async () => ({ action: 'accept' as const, content: { confirm: true } });

describe('paramHeaders', () => {
  it('names each marked argument that is present, and encodes what is not plain ASCII', () => {
    const tool: ToolDefinition = {
      name: 't',
      inputSchema: {
        type: 'object',
        properties: {
          region: { type: 'string', 'x-mcp-header': 'Region' },
          count: { type: 'integer', 'x-mcp-header': 'Count' },
          dry: { type: 'boolean', 'x-mcp-header': 'Dry' },
          city: { type: 'string', 'x-mcp-header': 'City' },
          gone: { type: 'string', 'x-mcp-header': 'Gone' },
          ratio: { type: 'number', 'x-mcp-header': 'Ratio' },
          target: { type: 'object', properties: { host: { type: 'string', 'x-mcp-header': 'Host' } } },
        },
      },
    };
    assert.deepEqual(paramHeaders(tool, { region: 'eu-west', count: 3, dry: false, city: 'Zürich', gone: null, ratio: 0.5, target: { host: ' padded ' } }), {
      'Mcp-Param-Region': 'eu-west',
      'Mcp-Param-Count': '3',
      'Mcp-Param-Dry': 'false',
      'Mcp-Param-City': `=?base64?${Buffer.from('Zürich').toString('base64')}?=`,
      'Mcp-Param-Host': `=?base64?${Buffer.from(' padded ').toString('base64')}?=`,
    });
    assert.deepEqual(paramHeaders(undefined, { region: 'eu' }), {});
  });
});

describe('Mcp-Param-* headers against a 2026-07-28 server that checks them', () => {
  let server: MrtrServer;
  before(async () => (server = await startMrtrServer()));
  after(() => server.close());

  it('a raw fetch send without them is refused by the server (the check is real)', async () => {
    const error = await failureOf(
      callWithInputs(rawHttpSend(server.url), { method: 'tools/call', params: { name: 'route_ticket', arguments: { id: 'T-1', region: 'eu' } } }, { elicit: yes }),
    );
    assert.equal((error as { code: number }).code, -32020);
  });

  it('raw fetch: withParamHeaders adds them to the call and to every retry', async () => {
    const seen: (string | null)[] = [];
    const recording: typeof fetch = (input, init) => (seen.push(new Headers(init?.headers).get('mcp-param-region')), fetch(input, init));
    const send = rawHttpSend(server.url, undefined, withParamHeaders(recording, [route]));
    const result = await callWithInputs(send, { method: 'tools/call', params: { name: 'route_ticket', arguments: { id: 'T-2', region: 'eu' } } }, { elicit: yes });
    assert.equal(textOf(result), 'routed T-2 to eu');
    assert.deepEqual(seen, ['eu', 'eu']);
  });

  it('the step API on a server: the same fetch wrapper', async () => {
    const send = rawHttpSend(
      server.url,
      undefined,
      withParamHeaders(fetch, (name) => (name === route.name ? route : undefined)),
    );
    const step = await startCall(send, { method: 'tools/call', params: { name: 'route_ticket', arguments: { id: 'T-3', region: 'us' } } });
    assert.ok(!step.done);
    const done = await continueCall(send, step.pending, { confirm: { action: 'accept', content: { confirm: true } } });
    assert.ok(done.done);
    assert.equal(textOf(done.result), 'routed T-3 to us');
  });

  it('the v2 SDK in manual mode: the transport’s fetch, wrapped, with the tools from tools/list', async () => {
    const client = new Client(
      { name: 'headers-test', version: '1.0.0' },
      { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' }, inputRequired: { autoFulfill: false } },
    );
    let tools: ToolDefinition[] = [];
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url), { fetch: withParamHeaders(fetch, (name) => tools.find((t) => t.name === name)) }));
    try {
      tools = (await client.listTools()).tools as ToolDefinition[];
      const send: Send = (request, { signal }) => client.request(request as never, { signal, allowInputRequired: true });
      const result = await callWithInputs(
        send,
        { method: 'tools/call', params: { name: 'route_ticket', arguments: { id: 'T-4', region: 'apac' } } },
        { elicit: yes, envelope: false },
      );
      assert.equal(textOf(result), 'routed T-4 to apac');
    } finally {
      await client.close();
    }
  });
});
