// The extensions (OpenAI's form extension, core file inputs) on the server side: the step API
// declares them, hands the page each question in the 2026-07-28 shape, and checks the page's
// answer against the extension's schema before anything is sent; the relay checks the same.
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  InputProtocolError,
  InvalidAnswerError,
  callWithInputs,
  checkAnswer,
  continueCall,
  createMemoryBus,
  createRelay,
  startCall,
  type ElicitExtensions,
  type ElicitRequestParams,
  type ElicitResult,
  type McpRequest,
  type Relay,
  type Step,
  type StreamEvent,
} from '../../src/adapter/index.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { SCHEMAS, startOpenAIServer, type OpenAIServer } from '../servers/openai-server.js';
import { SCAN_SCHEMA, startFilesServer, type FilesServer } from '../servers/files-server.js';
import { failureOf, textOf } from './helpers.js';

const OPENAI = 'openai/elicitation';
const EMPTY = { type: 'object', properties: {} };
const CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
const openai: { extensions: ElicitExtensions } = { extensions: { openai: true } };

const tool = (name: string, reading?: string): McpRequest => ({ method: 'tools/call', params: { name, arguments: reading ? { reading } : {} } });
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const accept = (content: ElicitResult['content']): ElicitResult => ({ action: 'accept', content });

/** The core schema of a question, as the page gets it. */
const coreSchema = (params: ElicitRequestParams): unknown => (params as { requestedSchema?: unknown }).requestedSchema;

function asking(step: Step): Extract<Step, { done: false }> {
  assert.equal(step.done, false, `expected questions, got ${JSON.stringify(step)}`);
  return step as Extract<Step, { done: false }>;
}

/** What the tool said it received, once the call is done. */
function received(step: Step): unknown {
  assert.equal(step.done, true, `expected the result, got ${JSON.stringify(step)}`);
  return JSON.parse(textOf((step as Extract<Step, { done: true }>).result));
}

/** The refusal of a bad answer: an InvalidAnswerError naming the question and the field. */
async function refusal(promise: Promise<unknown>): Promise<InvalidAnswerError> {
  const error = await failureOf(promise);
  assert.ok(error instanceof InvalidAnswerError, String(error));
  return error;
}

describe('openai/elicitation through startCall and continueCall (2026-07-28, a v2 SDK server on 127.0.0.1)', () => {
  let server: OpenAIServer;
  before(async () => (server = await startOpenAIServer()));
  after(() => server.close());

  for (const reading of ['spec', 'method-meta', 'method-legacy']) {
    it(`declares the extension, hands the page the question in the 2026-07-28 shape (${reading} reading), and sends the URI the page chose`, async () => {
      const send = rawHttpSend(server.url);
      const step = asking(throughJson(await startCall(send, tool('pick_part', reading), openai)));
      const sent = server.received.at(-1) as { params: { _meta: Record<string, { extensions?: unknown }> } };
      assert.deepEqual(sent.params._meta[CAPABILITIES].extensions, { [OPENAI]: { form: {} } });
      const { q } = step.questions;
      assert.equal(q.method, 'elicitation/create');
      assert.deepEqual(coreSchema(q.params), EMPTY);
      assert.deepEqual((q.params._meta?.[OPENAI] as { requestedSchema: unknown }).requestedSchema, SCHEMAS.pick_part);
      const done = await continueCall(send, step.pending, { q: accept({ part: 'cad://parts/washer' }) }, openai);
      assert.deepEqual(received(done), { action: 'accept', content: { part: 'cad://parts/washer' } });
    });
  }

  it('takes a list of offered URIs for a multi-select, and a text that matches the pattern', async () => {
    const send = rawHttpSend(server.url);
    const parts = asking(await startCall(send, tool('pick_parts', 'method-legacy'), openai));
    const chosen = { parts: ['cad://parts/hex-bolt', 'cad://parts/washer'] };
    assert.deepEqual(received(await continueCall(send, parts.pending, { q: accept(chosen) }, openai)), { action: 'accept', content: chosen });
    const code = asking(await startCall(send, tool('project_code', 'spec'), openai));
    assert.deepEqual(received(await continueCall(send, code.pending, { q: accept({ code: 'ABC-1234' }) }, openai)), { action: 'accept', content: { code: 'ABC-1234' } });
  });

  it('refuses a text that does not match the pattern, naming the field, and sends nothing', async () => {
    const send = rawHttpSend(server.url);
    const step = asking(await startCall(send, tool('project_code', 'spec'), openai));
    const before = server.received.length;
    const error = await refusal(continueCall(send, step.pending, { q: accept({ code: 'abc-1234' }) }, openai));
    assert.equal(error.key, 'q');
    assert.equal(error.field, 'code');
    assert.equal(error.issue?.code, 'pattern');
    assert.match(error.message, /field "code" fails its "pattern" check/);
    assert.equal(server.received.length, before);
  });

  it('refuses a resource URI the server did not offer, alone or in a list', async () => {
    const send = rawHttpSend(server.url);
    const one = asking(await startCall(send, tool('pick_part', 'method-meta'), openai));
    const error = await refusal(continueCall(send, one.pending, { q: accept({ part: 'cad://parts/nut' }) }, openai));
    assert.equal(error.field, 'part');
    assert.match(error.message, /field "part" holds "cad:\/\/parts\/nut", which is none of the resources offered/);
    const many = asking(await startCall(send, tool('pick_parts', 'spec'), openai));
    const listed = await refusal(continueCall(send, many.pending, { q: accept({ parts: ['cad://parts/washer', 'file:///etc/passwd'] }) }, openai));
    assert.equal(listed.field, 'parts');
  });

  it('refuses content the extension’s schema does not have, as for a core question', async () => {
    const send = rawHttpSend(server.url);
    const step = asking(await startCall(send, tool('pick_part', 'spec'), openai));
    const error = await refusal(continueCall(send, step.pending, { q: accept({ part: 'cad://parts/washer', admin: 'yes' }) }, openai));
    assert.equal(error.code, 'unknown-field');
    assert.equal(error.field, 'admin');
  });

  it('without the extension on, declares nothing, takes no openai/elicitation/create entry, and accepts no answer to such a question', async () => {
    const send = rawHttpSend(server.url);
    const refused = await startCall(send, tool('pick_part', 'spec'));
    assert.match(textOf((refused as Extract<Step, { done: true }>).result), /did not declare openai\/elicitation/);
    // A page's answer to a question of the extension, checked by a continueCall that has it off.
    const step = asking(await startCall(send, tool('pick_part', 'spec'), openai));
    const off = await refusal(continueCall(send, step.pending, { q: accept({ part: 'cad://parts/washer' }) }));
    assert.equal(off.code, 'cannot-accept');
    // The server sees the declaration (so it asks with the method); the steps are told the extension is off.
    const declaring: typeof send = (request, options) =>
      send(
        {
          ...request,
          params: { ...request.params, _meta: { ...(request.params._meta as object), [CAPABILITIES]: { elicitation: { form: {} }, extensions: { [OPENAI]: { form: {} } } } } },
        },
        options,
      );
    assert.ok((await failureOf(startCall(declaring, tool('pick_part', 'method-legacy')))) instanceof InputProtocolError);
  });
});

describe('core file inputs (SEP-2356 x-mcp-file) through the steps (a v2 SDK server on 127.0.0.1)', () => {
  let server: FilesServer;
  before(async () => (server = await startFilesServer()));
  after(() => server.close());
  const files: { extensions: ElicitExtensions } = { extensions: { files: true } };
  const png = (bytes: number) => `data:image/png;name=scan.png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

  it('declares fileInputs, so the server keeps x-mcp-file, and sends a data: URI within maxSize and accept', async () => {
    const send = rawHttpSend(server.url);
    const step = asking(await startCall(send, tool('attach_scan'), files));
    assert.deepEqual(coreSchema(step.questions.q.params), SCAN_SCHEMA);
    const pdf = `data:application/pdf;name=scan.pdf;base64,${Buffer.from('%PDF-1.7').toString('base64')}`;
    for (const scan of [png(64), pdf]) {
      const again = asking(await startCall(send, tool('attach_scan'), files));
      assert.deepEqual(received(await continueCall(send, again.pending, { q: accept({ scan }) }, files)), { action: 'accept', content: { scan } });
    }
  });

  it('refuses a file over maxSize, one of a type it does not accept, and a URI that is not a file', async () => {
    const send = rawHttpSend(server.url);
    const step = asking(await startCall(send, tool('attach_scan'), files));
    const before = server.received.length;
    const large = await refusal(continueCall(send, step.pending, { q: accept({ scan: png(65) }) }, files));
    assert.equal(large.field, 'scan');
    assert.deepEqual(large.issue, { key: 'scan', code: 'maxSize', limit: 64 });
    assert.match(large.message, /field "scan" holds a file of 65 bytes, over its limit of 64/);
    const text = await refusal(continueCall(send, step.pending, { q: accept({ scan: 'data:text/plain;name=a.txt,hello' }) }, files));
    assert.equal(text.issue?.code, 'accept');
    const link = await refusal(continueCall(send, step.pending, { q: accept({ scan: 'https://example.com/scan.png' }) }, files));
    assert.match(link.message, /field "scan" is not a file/);
    assert.equal(server.received.length, before);
  });
});

describe('openai/elicitation through the relay (a v2 SDK server on 127.0.0.1, the page on the stream)', () => {
  let server: OpenAIServer;
  before(async () => (server = await startOpenAIServer()));
  after(() => server.close());
  const open: Relay[] = [];
  afterEach(async () => void (await Promise.all(open.splice(0).map((relay) => relay.close()))));

  /** The questions a page of `subject` is sent, one at a time. */
  async function page(relay: Relay, subject: string) {
    const queue: Extract<StreamEvent, { type: 'question' }>['question'][] = [];
    const waiting: ((q: (typeof queue)[number]) => void)[] = [];
    await relay.watch(subject, (event) => {
      if (event.type !== 'question') return;
      const wake = waiting.shift();
      if (wake) wake(event.question);
      else queue.push(event.question);
    });
    return { question: () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise<(typeof queue)[number]>((resolve) => waiting.push(resolve))) };
  }

  it('carries the question to the page in the 2026-07-28 shape, refuses an unoffered URI, and takes an offered one', async () => {
    const relay = createRelay({ bus: createMemoryBus(), heartbeatMs: 100, ...openai });
    open.push(relay);
    const browser = await page(relay, 'ada');
    const call = callWithInputs(rawHttpSend(server.url), tool('pick_part', 'method-legacy'), { elicit: relay.elicitFor('ada'), ...openai });
    const question = await browser.question();
    assert.deepEqual(coreSchema(question.params), EMPTY);
    assert.deepEqual((question.params._meta?.[OPENAI] as { requestedSchema: unknown }).requestedSchema, SCHEMAS.pick_part);
    const bad = await relay.answer('ada', question.id, accept({ part: 'cad://parts/nut' }));
    assert.equal(bad.status, 'invalid');
    assert.match((bad as { error: string }).error, /field "part" holds "cad:\/\/parts\/nut", which is none of the resources offered/);
    assert.deepEqual(await relay.answer('ada', question.id, accept({ part: 'cad://parts/hex-bolt' })), { status: 'ok' });
    assert.deepEqual(JSON.parse(textOf(await call)), { action: 'accept', content: { part: 'cad://parts/hex-bolt' } });
  });

  it('with the extension off, refuses the page’s answer to such a question', async () => {
    const relay = createRelay({ bus: createMemoryBus(), heartbeatMs: 100 });
    open.push(relay);
    const browser = await page(relay, 'ada');
    const asked = relay.ask('ada', { mode: 'form', message: 'Pick', requestedSchema: EMPTY, _meta: { [OPENAI]: { requestedSchema: SCHEMAS.pick_part } } } as never);
    const question = await browser.question();
    const verdict = await relay.answer('ada', question.id, accept({ part: 'cad://parts/hex-bolt' }));
    assert.equal(verdict.status, 'invalid');
    assert.deepEqual(await relay.answer('ada', question.id, { action: 'decline' }), { status: 'ok' });
    assert.deepEqual(await asked, { action: 'decline' });
  });
});

describe('checkAnswer with extensions: what the extension’s fields take', () => {
  /** A question of the extension, in the 2026-07-28 shape. */
  const asked = (schema: object) => ({ mode: 'form', message: 'Choose', requestedSchema: EMPTY, _meta: { [OPENAI]: { requestedSchema: schema } } }) as ElicitRequestParams;
  const options = [{ uri: 'cad://parts/washer', name: 'washer' }];
  const own = asked({ type: 'object', properties: { drawing: { type: 'string', 'x-openai-input': { type: 'resource', options, userOptions: { kind: 'file' } } } } });
  const implicit = asked({
    type: 'object',
    properties: { drawings: { type: 'array', items: { type: 'string' }, 'x-openai-input': { type: 'resource', selection: 'implicit', options } } },
  });

  it('takes the URI of the person’s own file (uploaded by the page) where the field takes their files, but not text that is no URI', async () => {
    const uploaded = accept({ drawing: 'https://files.example.com/u/drawing.dwg' });
    assert.deepEqual(await checkAnswer(own, uploaded, openai), uploaded);
    const notUri = await refusal(checkAnswer(own, accept({ drawing: 'my drawing' }), openai));
    assert.match(notUri.message, /field "drawing" holds "my drawing", which is none of the resources offered nor a URI/);
    const list = accept({ drawings: ['cad://parts/washer', 'https://files.example.com/u/b.dwg'] });
    assert.deepEqual(await checkAnswer(implicit, list, openai), list);
  });

  it('takes a suggested list’s own entries only where each matches the items’ pattern', async () => {
    const tags = asked({
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string', pattern: '^[a-z]+$', 'x-openai-suggestions': [{ const: 'bolt', title: 'Bolt' }] } } },
    });
    assert.deepEqual(await checkAnswer(tags, accept({ tags: ['bolt', 'nut'] }), openai), accept({ tags: ['bolt', 'nut'] }));
    const bad = await refusal(checkAnswer(tags, accept({ tags: ['bolt', 'M6 nut'] }), openai));
    assert.equal(bad.issue?.code, 'pattern');
  });

  it('reads OpenAI’s own request (openai/elicitation/create, its schema in requestedSchema) as the form reads it', async () => {
    const raw = {
      method: 'openai/elicitation/create' as const,
      params: { mode: 'form', message: 'Choose', requestedSchema: { type: 'object', properties: { part: { type: 'string', 'x-openai-input': { type: 'resource', options } } } } },
    };
    const washer = accept({ part: 'cad://parts/washer' });
    assert.deepEqual(await checkAnswer(raw, washer, openai), washer);
    const unoffered = await refusal(checkAnswer(raw, accept({ part: 'cad://parts/anvil' }), openai));
    assert.equal(unoffered.field, 'part');
    // Off, the page could not show it: nothing of it can be accepted.
    assert.equal((await refusal(checkAnswer(raw, washer))).code, 'cannot-accept');
    assert.deepEqual(await checkAnswer(raw, { action: 'decline' }), { action: 'decline' });
  });

  it('with files off, an x-mcp-file field is the URI field it is without them: any URI passes', async () => {
    const scan = { message: 'Attach', requestedSchema: SCAN_SCHEMA } as unknown as ElicitRequestParams;
    const link = accept({ scan: 'https://example.com/scan.png' });
    assert.deepEqual(await checkAnswer(scan, link), link);
    assert.equal((await refusal(checkAnswer(scan, link, { extensions: { files: true } }))).field, 'scan');
  });
});
