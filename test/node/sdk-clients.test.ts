import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioClientTransportV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { InputRoundsExceededError, callWithInputs, createElicitationHandler, type ElicitRequestParams, type ElicitResult, type Send } from '../../src/adapter/index.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';
import { assertValidOnTheWire, failureOf, textOf } from './helpers.js';

const everything = {
  command: process.execPath,
  args: [createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'],
  stderr: 'ignore' as const,
};

/** What the "person" was shown through the handler, and what they answered. */
function handlerPerson(answer: (params: ElicitRequestParams) => ElicitResult) {
  const seen: { params: ElicitRequestParams; signal?: AbortSignal }[] = [];
  const elicit = async (params: ElicitRequestParams, options: { signal?: AbortSignal }) => {
    seen.push({ params, signal: options.signal });
    return answer(params);
  };
  return { elicit, seen };
}

/** A fetch that records every JSON body the SDK client posts, for checking against the spec's schema. */
function recordingFetch(bodies: { method: string; params: { [key: string]: unknown } }[]): typeof fetch {
  return async (input, init) => {
    if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
    return fetch(input, init);
  };
}

describe('createElicitationHandler', () => {
  it('passes the v2 SDK’s ctx.mcpReq.signal and the 1.x extra.signal to elicit', async () => {
    const { elicit, seen } = handlerPerson(() => ({ action: 'cancel' }));
    const handler = createElicitationHandler({ elicit });
    const v2 = new AbortController();
    const v1 = new AbortController();
    await handler({ params: { message: 'm', requestedSchema: { type: 'object', properties: {} } } }, { mcpReq: { signal: v2.signal } });
    await handler({ params: { mode: 'url', message: 'm', url: 'https://example.com' } }, { signal: v1.signal });
    assert.equal(seen[0].signal, v2.signal);
    assert.equal(seen[1].signal, v1.signal);
  });

  it('says "repeated" when a URL the person already opened is asked again', async () => {
    const calls: { repeated?: boolean }[] = [];
    const handler = createElicitationHandler({
      elicit: async (_params, options) => {
        calls.push({ repeated: options.repeated });
        return { action: 'accept' };
      },
    });
    const url = { params: { mode: 'url', message: 'Sign in', url: 'https://example.com/signin?flow=1' } };
    await handler(url);
    await handler(url);
    await handler({ params: { mode: 'url', message: 'Sign in', url: 'https://example.com/signin?flow=2' } });
    assert.deepEqual(
      calls.map((c) => c.repeated),
      [undefined, true, undefined],
    );
  });

  it('refuses an answer that is not an ElicitResult, and a missing elicit', async () => {
    const handler = createElicitationHandler({ elicit: async () => undefined as never });
    const error = await failureOf(handler({ params: {} }));
    assert.match(String(error), /not an ElicitResult/);
    assert.throws(() => createElicitationHandler({} as never), /options\.elicit is required/);
  });
});

describe('the v2 SDK client against a 2026-07-28 server', () => {
  let server: MrtrServer;
  before(async () => (server = await startMrtrServer()));
  after(() => server.close());

  async function connect(inputRequired?: { autoFulfill: boolean }) {
    const bodies: { method: string; params: { [key: string]: unknown } }[] = [];
    const client = new Client(
      { name: 'sdk-test', version: '1.0.0' },
      { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' }, ...(inputRequired ? { inputRequired } : {}) },
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url), { fetch: recordingFetch(bodies) }));
    return { client, bodies };
  }

  it('auto mode: the SDK fulfils input_required through the handler', async () => {
    const { client } = await connect();
    const { elicit, seen } = handlerPerson(() => ({ action: 'accept', content: { confirm: true } }));
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit }));
    try {
      const result = await client.callTool({ name: 'delete_file', arguments: { path: '/auto' } });
      assert.equal(textOf(result), 'deleted /auto');
      assert.equal(seen.length, 1);
      assert.equal(seen[0].params.message, 'Delete /auto?');
      assert.ok(seen[0].signal instanceof AbortSignal);
    } finally {
      await client.close();
    }
  });

  it('manual mode: callWithInputs drives the rounds, and every retry on the wire is valid', async () => {
    const { client, bodies } = await connect({ autoFulfill: false });
    const send: Send = (request, { signal }) => client.request(request as never, { signal, allowInputRequired: true });
    const asked: string[] = [];
    try {
      const result = await callWithInputs(
        send,
        { method: 'tools/call', params: { name: 'create_customer', arguments: {} } },
        {
          envelope: false,
          elicit: async (params, ctx): Promise<ElicitResult> => {
            asked.push(`${ctx.round}:${ctx.key}`);
            if (ctx.round === 1) return { action: 'accept', content: { name: 'Grace', email: 'grace@' } };
            return { action: 'accept', content: { ...ctx.previous, email: 'grace@example.com' } };
          },
        },
      );
      assert.equal(textOf(result), 'created Grace <grace@example.com>');
      assert.deepEqual(asked, ['1:customer', '2:fix']);
      const calls = bodies.filter((b) => b.method === 'tools/call');
      assert.equal(calls.length, 3);
      calls.forEach((message) => assertValidOnTheWire(message));
      assert.equal(typeof calls[2].params.requestState, 'string');
    } finally {
      await client.close();
    }
  });
});

describe('server-everything (2025-11-25, a server nobody here wrote)', () => {
  const answerForm = (params: ElicitRequestParams): ElicitResult =>
    params.mode === 'url' ? { action: 'accept' } : { action: 'accept', content: { name: 'Ada Lovelace', integer: 7, untitledMultipleSelectEnum: ['Piano'] } };

  async function connectV2() {
    const client = new Client({ name: 'sdk-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } });
    const { elicit, seen } = handlerPerson(answerForm);
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit }));
    await client.connect(new StdioClientTransport(everything));
    await client.listTools();
    return { client, seen };
  }

  it('through the v2 client’s handler: answers its 13-field form', async () => {
    const { client, seen } = await connectV2();
    try {
      const result = await client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
      assert.equal(seen.length, 1);
      assert.equal(Object.keys((seen[0].params as { requestedSchema: { properties: object } }).requestedSchema.properties).length, 13);
      assert.match(JSON.stringify(result), /Ada Lovelace/);
    } finally {
      await client.close();
    }
  });

  it('through the adapter: a legacy server’s complete result comes back as it is', async () => {
    const { client, seen } = await connectV2();
    try {
      const send: Send = (request, { signal }) => client.request(request as never, { signal });
      const result = await callWithInputs(
        send,
        { method: 'tools/call', params: { name: 'trigger-elicitation-request', arguments: {} } },
        {
          envelope: false,
          elicit: async () => assert.fail('a legacy server asks through the handler, not input_required'),
        },
      );
      assert.equal(seen.length, 1);
      assert.match(JSON.stringify(result), /Ada Lovelace/);
    } finally {
      await client.close();
    }
  });

  it('through the adapter: its -32042 URL error is put to the person, then the call is sent again', async () => {
    const { client, seen } = await connectV2();
    try {
      const send: Send = (request, { signal }) => client.request(request as never, { signal });
      const urls: string[] = [];
      const result = await callWithInputs(
        send,
        { method: 'tools/call', params: { name: 'trigger-url-elicitation', arguments: { url: 'https://example.com/finish', errorPath: true } } },
        {
          envelope: false,
          elicit: async (params) => {
            urls.push((params as { url: string }).url);
            return { action: 'accept' };
          },
        },
      );
      assert.equal(urls.length, 1, 'the -32042 prerequisite URL was shown');
      assert.equal(seen.length, 1, 'the retried call asked its own URL through the handler');
      assert.equal((seen[0].params as { url: string }).url, 'https://example.com/finish');
      assert.equal(result.isError, undefined);
    } finally {
      await client.close();
    }
  });

  it('through the adapter: with no rounds allowed, its -32042 error becomes the cause, never a made-up result', async () => {
    const { client } = await connectV2();
    try {
      const send: Send = (request, { signal }) => client.request(request as never, { signal });
      const error = await callWithInputs(
        send,
        { method: 'tools/call', params: { name: 'trigger-url-elicitation', arguments: { url: 'https://example.com/finish', errorPath: true } } },
        { envelope: false, maxRounds: 0, elicit: async () => assert.fail('no round may be answered') },
      ).then(
        () => assert.fail('it should give up'),
        (e: unknown) => e,
      );
      assert.ok(error instanceof InputRoundsExceededError);
      assert.equal(error.lastResult, undefined);
      assert.equal((error.cause as { code: number }).code, -32042);
    } finally {
      await client.close();
    }
  });

  it('through the 1.x SDK client’s handler', async () => {
    const client = new ClientV1({ name: 'sdk1-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
    const { elicit, seen } = handlerPerson(answerForm);
    client.setRequestHandler(ElicitRequestSchema, createElicitationHandler({ elicit }));
    await client.connect(new StdioClientTransportV1(everything));
    try {
      await client.listTools();
      const result = await client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
      assert.equal(seen.length, 1);
      assert.ok(seen[0].signal instanceof AbortSignal);
      assert.match(JSON.stringify(result), /Ada Lovelace/);
      const url = await client.callTool({ name: 'trigger-url-elicitation', arguments: { url: 'https://example.com/consent' } });
      assert.equal((seen[1].params as { mode: string }).mode, 'url');
      assert.equal(typeof (seen[1].params as { elicitationId?: string }).elicitationId, 'string');
      assert.match(JSON.stringify(url), /accept/);
    } finally {
      await client.close();
    }
  });
});
