// The relay on one in-memory bus: two relays stand for two workers of one host. The MCP sessions
// are real where it matters (server-everything, a 2025-11-25 server that asks over its session).
import { after, afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioClientTransportV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createElicitationHandler, createMemoryBus, createRelay, type ElicitRequestParams, type Relay, type RelayBus, type StreamEvent } from '../../src/adapter/index.js';

// Short heartbeats and grace; answers get the default patience, since the first check loads the validator.
const FAST = { heartbeatMs: 100, graceMs: 600 };
const form: ElicitRequestParams = {
  message: 'Which ticket?',
  requestedSchema: { type: 'object', properties: { ticket: { type: 'string', minLength: 3 }, urgent: { type: 'boolean' } }, required: ['ticket'] },
};

const open: Relay[] = [];
function worker(bus: RelayBus, options = {}): Relay {
  const relay = createRelay({ bus, ...FAST, ...options });
  open.push(relay);
  return relay;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((relay) => relay.close()));
});

/** A browser tab's stream: the events it was sent, and a way to wait for the next of a kind. */
async function tab(relay: Relay, subject: string) {
  const events: StreamEvent[] = [];
  const waiters: { test: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] = [];
  const stop = await relay.watch(subject, (event) => {
    events.push(event);
    for (const waiter of [...waiters]) if (waiter.test(event)) (waiters.splice(waiters.indexOf(waiter), 1), waiter.resolve(event));
  });
  const next = (type: StreamEvent['type'], timeoutMs = 2000) => {
    const seen = events.find((event) => event.type === type && !taken.has(event));
    if (seen) return (taken.add(seen), Promise.resolve(seen));
    return new Promise<StreamEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms; saw ${JSON.stringify(events)}`)), timeoutMs);
      waiters.push({ test: (event) => event.type === type, resolve: (event) => (clearTimeout(timer), taken.add(event), resolve(event)) });
    });
  };
  const taken = new Set<StreamEvent>();
  const question = async (timeoutMs?: number) => ((await next('question', timeoutMs)) as Extract<StreamEvent, { type: 'question' }>).question;
  const end = async () => ((await next('end')) as Extract<StreamEvent, { type: 'end' }>).end;
  return { events, stop, question, end };
}

describe('the relay, one bus, two workers', () => {
  it('carries a question to the subject’s browser on another worker and the answer back to the worker that asked', async () => {
    const bus = createMemoryBus();
    const [one, two] = [worker(bus), worker(bus)];
    const browser = await tab(two, 'ada');
    const asked = one.ask('ada', form);
    const question = await browser.question();
    assert.ok(question.id.startsWith(`${one.worker}.`));
    assert.deepEqual(question.params, form);
    assert.ok(question.deadline > Date.now());
    assert.deepEqual(await two.answer('ada', question.id, { action: 'accept', content: { ticket: 'T-42' } }), { status: 'ok' });
    assert.deepEqual(await asked, { action: 'accept', content: { ticket: 'T-42' } });
    assert.deepEqual(await browser.end(), { id: question.id, reason: 'answered' });
    assert.equal(one.openQuestions, 0);
  });

  it('takes answers only from the subject asked, and only answers that fit the question', async () => {
    const bus = createMemoryBus();
    const [one, two] = [worker(bus), worker(bus)];
    const browser = await tab(two, 'ada');
    const asked = one.ask('ada', form);
    const { id } = await browser.question();
    assert.deepEqual(await two.answer('grace', id, { action: 'accept', content: { ticket: 'T-42' } }), { status: 'unknown' });
    const tooShort = await two.answer('ada', id, { action: 'accept', content: { ticket: 'T' } });
    assert.equal(tooShort.status, 'invalid');
    assert.match((tooShort as { error: string }).error, /"ticket" fails its "minLength" check/);
    const extra = await two.answer('ada', id, { action: 'accept', content: { ticket: 'T-42', admin: true } });
    assert.match((extra as { error: string }).error, /no field "admin"/);
    assert.equal((await two.answer('ada', id, { action: 'decline', content: { ticket: 'T-42' } })).status, 'invalid');
    assert.equal(one.openQuestions, 1, 'a refused answer leaves the question open');
    assert.deepEqual(await two.answer('ada', id, { action: 'decline' }), { status: 'ok' });
    assert.deepEqual(await asked, { action: 'decline' });
  });

  it('sends open questions again to a reloaded page and to a second tab; the first answer wins', async () => {
    const bus = createMemoryBus();
    const [one, two, three] = [worker(bus), worker(bus), worker(bus)];
    const first = await tab(two, 'ada');
    const asked = one.ask('ada', form);
    const { id } = await first.question();
    await first.stop();
    const reloaded = await tab(three, 'ada');
    const second = await tab(two, 'ada');
    assert.equal((await reloaded.question()).id, id);
    assert.equal((await second.question()).id, id);
    const answers = await Promise.all([
      three.answer('ada', id, { action: 'accept', content: { ticket: 'first' } }),
      two.answer('ada', id, { action: 'accept', content: { ticket: 'second' } }),
    ]);
    assert.deepEqual(answers, [{ status: 'ok' }, { status: 'ended', reason: 'answered' }]);
    assert.deepEqual(await asked, { action: 'accept', content: { ticket: 'first' } });
    assert.equal((await second.end()).reason, 'answered');
    assert.equal((await reloaded.end()).reason, 'answered');
  });

  it('ends a question at its deadline as cancel, and tells the browser', async () => {
    const bus = createMemoryBus();
    const [one, two] = [worker(bus, { timeoutMs: 150 }), worker(bus)];
    const browser = await tab(two, 'ada');
    const started = Date.now();
    assert.deepEqual(await one.ask('ada', form), { action: 'cancel' });
    assert.ok(Date.now() - started >= 140);
    assert.equal((await browser.end()).reason, 'timeout');
  });

  it('closes the browser’s form when the server withdraws the question', async () => {
    const bus = createMemoryBus();
    const [one, two] = [worker(bus), worker(bus)];
    const browser = await tab(two, 'ada');
    const server = new AbortController();
    const asked = one.ask('ada', form, { signal: server.signal });
    const { id } = await browser.question();
    server.abort();
    assert.deepEqual(await asked, { action: 'cancel' });
    assert.deepEqual(await browser.end(), { id, reason: 'cancelled' });
    assert.deepEqual(await two.answer('ada', id, { action: 'decline' }), { status: 'ended', reason: 'cancelled' });
  });

  it('answers cancel, never decline, when the browser went away for longer than the grace period', async () => {
    const bus = createMemoryBus();
    const [one, two] = [worker(bus), worker(bus)];
    const browser = await tab(two, 'ada');
    const started = Date.now();
    const asked = one.ask('ada', form);
    await browser.question();
    await sleep(300);
    await browser.stop();
    assert.deepEqual(await asked, { action: 'cancel' });
    assert.ok(Date.now() - started >= 300 + 600 - 150, 'the grace counts from when the browser went');
  });

  it('keeps waiting through a reload shorter than the grace period', async () => {
    const bus = createMemoryBus();
    const [one, two] = [worker(bus), worker(bus)];
    const before = await tab(two, 'ada');
    const asked = one.ask('ada', form);
    const { id } = await before.question();
    await before.stop();
    await sleep(250);
    const after = await tab(one, 'ada');
    assert.equal((await after.question()).id, id);
    await sleep(500);
    assert.equal(one.openQuestions, 1, 'still open past the grace counted from the first tab');
    assert.deepEqual(await one.answer('ada', id, { action: 'accept', content: { ticket: 'T-7' } }), { status: 'ok' });
    assert.equal((await asked).action, 'accept');
  });

  it('ends the questions of a worker that went silent as "session-ended", and an answer to one hears "gone"', async () => {
    const bus = createMemoryBus();
    let silent = false;
    // Worker 1's own bus connection, cut at once as a killed process's would be.
    const cut: RelayBus = {
      publish: (topic, message) => (silent ? Promise.resolve() : bus.publish(topic, message)),
      subscribe: (topic, onMessage) => bus.subscribe(topic, (message) => silent || onMessage(message)),
    };
    const [one, two] = [worker(cut), worker(bus, { answerTimeoutMs: 500 })];
    const browser = await tab(two, 'ada');
    void one.ask('ada', form);
    const { id } = await browser.question();
    silent = true;
    const ended = await browser.end();
    assert.deepEqual(ended, { id, reason: 'session-ended' });
    assert.deepEqual(await two.answer('ada', id, { action: 'decline' }), { status: 'gone' });
  });

  it('does not count an answer that was checked after its POST gave up (that browser was told the session ended)', async () => {
    const bus = createMemoryBus();
    // A validator slower than the other worker's patience: the answer arrives, but its check ends too late.
    const slow = Object.assign(async () => (await sleep(400), () => []), {});
    const [one, two] = [worker(bus, { validator: slow }), worker(bus, { answerTimeoutMs: 100 })];
    const browser = await tab(two, 'ada');
    let settled = false;
    void one.ask('ada', form).then(() => (settled = true));
    const { id } = await browser.question();
    assert.deepEqual(await two.answer('ada', id, { action: 'accept', content: { ticket: 'T-42' } }), { status: 'gone' });
    await sleep(600);
    assert.equal(settled, false, 'the MCP server was not handed the answer the browser was told was lost');
    assert.equal(one.openQuestions, 1);
    assert.deepEqual(
      browser.events.filter((event) => event.type === 'end'),
      [],
    );
  });

  it('ends its own questions as cancel when closed', async () => {
    const bus = createMemoryBus();
    const [one, two] = [worker(bus), worker(bus)];
    const browser = await tab(two, 'ada');
    const asked = one.ask('ada', form);
    await browser.question();
    await one.close();
    assert.deepEqual(await asked, { action: 'cancel' });
    assert.equal((await browser.end()).reason, 'session-ended');
  });

  it('refuses a subject that is not a string, and options that are not durations, by name', async () => {
    const relay = worker(createMemoryBus());
    assert.throws(() => relay.elicitFor(''), /subject must be the host's id for the person/);
    assert.throws(() => createRelay({ graceMs: -1 }), /graceMs must be a positive number/);
    assert.deepEqual(await relay.answer('ada', 'not-an-id', { action: 'cancel' }), { status: 'unknown' });
  });
});

describe('the relay behind an MCP client’s elicitation handler (2025-11-25 held sessions)', () => {
  const everything = {
    command: process.execPath,
    args: [createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'],
    stderr: 'ignore' as const,
  };
  const answer = { name: 'Ada Lovelace', integer: 7, untitledMultipleSelectEnum: ['Piano'] };
  const clients: { close(): Promise<void> }[] = [];
  after(async () => Promise.all(clients.map((client) => client.close())));

  it('the v2 SDK client: the question its session waits on is answered through another worker', async () => {
    const bus = createMemoryBus();
    const [one, two] = [worker(bus), worker(bus)];
    const client = new Client({ name: 'relay-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: 'auto' } });
    clients.push(client);
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: one.elicitFor('ada') }));
    await client.connect(new StdioClientTransport(everything));
    const browser = await tab(two, 'ada');
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const { id, params } = await browser.question(5000);
    assert.equal(Object.keys((params as { requestedSchema: { properties: object } }).requestedSchema.properties).length, 13);
    assert.deepEqual(await two.answer('ada', id, { action: 'accept', content: answer }), { status: 'ok' });
    assert.match(JSON.stringify(await call), /Ada Lovelace/);
  });

  it('the 1.x SDK client: the same, and the server’s result says what the person sent', async () => {
    const bus = createMemoryBus();
    const [one, two] = [worker(bus), worker(bus)];
    const client = new ClientV1({ name: 'relay-test-1', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    clients.push(client);
    client.setRequestHandler(ElicitRequestSchema, createElicitationHandler({ elicit: one.elicitFor('ada') }));
    await client.connect(new StdioClientTransportV1(everything));
    const browser = await tab(two, 'ada');
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
    const { id } = await browser.question(5000);
    assert.deepEqual(await two.answer('ada', id, { action: 'decline' }), { status: 'ok' });
    assert.match(JSON.stringify(await call), /decline/i);
  });
});
