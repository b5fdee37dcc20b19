import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execPath } from 'node:process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioClientTransportV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  InputProtocolError,
  callWithInputs,
  clientCapabilities,
  createElicitationHandler,
  metaEnvelope,
  type ElicitRequestParams,
  type ElicitResult,
} from '../../src/adapter/index.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { SCHEMAS, startOpenAIServer, type OpenAIServer } from '../servers/openai-server.js';
import { failureOf, textOf } from './helpers.js';

const OPENAI = 'openai/elicitation';
const EMPTY = { type: 'object', properties: {} };

/** The extension's schema as the element reads it, and the core schema beside it. */
const schemas = (params: ElicitRequestParams) => ({
  core: (params as { requestedSchema: unknown }).requestedSchema,
  extension: ((params._meta ?? {})[OPENAI] as { requestedSchema?: unknown } | undefined)?.requestedSchema,
});

/** A person who answers every question with `content`, and remembers what they were shown. */
function person(content: ElicitResult['content']) {
  const seen: ElicitRequestParams[] = [];
  const elicit = async (params: ElicitRequestParams): Promise<ElicitResult> => {
    seen.push(params);
    return { action: 'accept', content };
  };
  return { elicit, seen };
}

const stdioServer = {
  command: execPath,
  args: ['--import', 'tsx', fileURLToPath(new URL('../servers/openai-server.ts', import.meta.url)), 'stdio'],
  stderr: 'ignore' as const,
};

describe('openai/elicitation in the adapter', () => {
  describe('what it declares', () => {
    it('declares extensions["openai/elicitation"] = { form: {} } only when the host turns the extension on', () => {
      assert.deepEqual(clientCapabilities({ extensions: { openai: true } }).extensions, { [OPENAI]: { form: {} } });
      assert.deepEqual(clientCapabilities({ extensions: { openai: { upload: async () => 'file:///x' } } }).extensions, { [OPENAI]: { form: {} } });
      assert.equal(clientCapabilities({}).extensions, undefined);
      assert.equal(clientCapabilities({ extensions: { openai: false } }).extensions, undefined);
    });

    it('declares it beside the tasks extension, in the _meta envelope of every attempt', () => {
      const envelope = metaEnvelope({ elicit: async () => ({ action: 'cancel' }), tasks: true, extensions: { openai: true } });
      assert.deepEqual((envelope['io.modelcontextprotocol/clientCapabilities'] as { extensions: unknown }).extensions, { 'io.modelcontextprotocol/tasks': {}, [OPENAI]: { form: {} } });
    });
  });

  describe('2026-07-28 (input_required), against a v2 SDK server on 127.0.0.1', () => {
    let server: OpenAIServer;
    before(async () => (server = await startOpenAIServer()));
    after(() => server.close());

    const call = (tool: string, reading: string, elicit: (params: ElicitRequestParams) => Promise<ElicitResult>, openai = true) =>
      callWithInputs(rawHttpSend(server.url), { method: 'tools/call', params: { name: tool, arguments: { reading } } }, { elicit, ...(openai ? { extensions: { openai: true } } : {}) });

    it('the spec’s reading: the schema in _meta["openai/elicitation"] reaches elicit as sent, and a URI is the answer', async () => {
      const { elicit, seen } = person({ part: 'cad://parts/washer' });
      const result = await call('pick_part', 'spec', elicit);
      assert.deepEqual(schemas(seen[0]), { core: EMPTY, extension: SCHEMAS.pick_part });
      assert.deepEqual(JSON.parse(textOf(result)), { action: 'accept', content: { part: 'cad://parts/washer' } });
    });

    it('an entry whose method is openai/elicitation/create, its schema in _meta, reaches elicit in the same shape', async () => {
      const { elicit, seen } = person({ code: 'CAD-2026' });
      const result = await call('project_code', 'method-meta', elicit);
      assert.deepEqual(schemas(seen[0]), { core: EMPTY, extension: SCHEMAS.project_code });
      assert.deepEqual(JSON.parse(textOf(result)), { action: 'accept', content: { code: 'CAD-2026' } });
    });

    it('an entry whose method is openai/elicitation/create, its schema in requestedSchema, is read into that shape; a list of URIs is the answer', async () => {
      const { elicit, seen } = person({ parts: ['cad://parts/hex-bolt', 'cad://parts/washer'] });
      const result = await call('pick_parts', 'method-legacy', elicit);
      assert.deepEqual(schemas(seen[0]), { core: EMPTY, extension: SCHEMAS.pick_parts });
      assert.equal(seen[0].message, 'Answer pick_parts');
      assert.deepEqual(JSON.parse(textOf(result)), { action: 'accept', content: { parts: ['cad://parts/hex-bolt', 'cad://parts/washer'] } });
    });

    it('without the extension on, the server is told nothing and refuses; an openai/elicitation/create entry is a protocol error', async () => {
      const { elicit, seen } = person({});
      const refused = await call('pick_part', 'spec', elicit, false);
      assert.match(textOf(refused), /did not declare openai\/elicitation/);
      // A server that asks anyway, with the method, is not answered by a client that never said it could.
      const send = rawHttpSend(server.url);
      const withOpenAI = await failureOf(
        callWithInputs(
          async (request, options) => {
            // The server sees the declaration (so it asks), the adapter is told the extension is off.
            const params = { ...request.params, _meta: { ...(request.params._meta as object), 'io.modelcontextprotocol/clientCapabilities': clientCapabilities({ extensions: { openai: true } }) } };
            return send({ ...request, params }, options);
          },
          { method: 'tools/call', params: { name: 'pick_part', arguments: { reading: 'method-legacy' } } },
          { elicit },
        ),
      );
      assert.ok(withOpenAI instanceof InputProtocolError, String(withOpenAI));
      assert.equal(seen.length, 0);
    });
  });

  describe('2025-11-25 (the server asks with openai/elicitation/create), over stdio', () => {
    it('through the v2 SDK client: handler.openai, registered for the custom method, answers in the 2026-07-28 shape', async () => {
      const client = new Client({ name: 'sdk-test', version: '1.0.0' }, { capabilities: clientCapabilities({ extensions: { openai: true } }) });
      const { elicit, seen } = person({ part: 'cad://parts/hex-bolt' });
      const handler = createElicitationHandler({ elicit, extensions: { openai: true } });
      client.setRequestHandler('openai/elicitation/create', { params: z.looseObject({}) }, handler.openai!);
      await client.connect(new StdioClientTransport(stdioServer));
      try {
        const result = await client.callTool({ name: 'pick_part', arguments: {} });
        assert.deepEqual(schemas(seen[0]), { core: EMPTY, extension: SCHEMAS.pick_part });
        assert.deepEqual(JSON.parse(textOf(result)), { action: 'accept', content: { part: 'cad://parts/hex-bolt' } });
      } finally {
        await client.close();
      }
    });

    it('through the 1.x SDK client: the handler registered for the method (it gets the whole request) does the same', async () => {
      const client = new ClientV1({ name: 'sdk-test', version: '1.0.0' }, { capabilities: clientCapabilities({ extensions: { openai: true } }) });
      const { elicit, seen } = person({ parts: ['cad://parts/washer'] });
      const handler = createElicitationHandler({ elicit, extensions: { openai: true } });
      client.setRequestHandler(z.object({ method: z.literal('openai/elicitation/create'), params: z.looseObject({}) }), (request) => handler(request));
      await client.connect(new StdioClientTransportV1(stdioServer));
      try {
        const result = await client.callTool({ name: 'pick_parts', arguments: {} });
        assert.deepEqual(schemas(seen[0]), { core: EMPTY, extension: SCHEMAS.pick_parts });
        assert.deepEqual(JSON.parse(textOf(result as never)), { action: 'accept', content: { parts: ['cad://parts/washer'] } });
      } finally {
        await client.close();
      }
    });

    it('without the extension declared, the server does not ask', async () => {
      const client = new Client({ name: 'sdk-test', version: '1.0.0' }, { capabilities: clientCapabilities({}) });
      await client.connect(new StdioClientTransport(stdioServer));
      try {
        assert.match(textOf(await client.callTool({ name: 'pick_part', arguments: {} })), /did not declare/);
      } finally {
        await client.close();
      }
    });
  });
});
