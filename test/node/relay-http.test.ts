// The relay's HTTP side over loopback: the Fetch-API handler in node:http through toNodeListener,
// read as a browser would (an event stream, and POSTs), with two workers on one in-memory bus.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryBus, createRelay, createRelayHandler, toNodeListener, type ElicitRequestParams, type Relay } from '../../src/adapter/index.js';
import { openStream, post } from '../workers/browser.js';

const form: ElicitRequestParams = {
  message: 'Which ticket?',
  requestedSchema: { type: 'object', properties: { ticket: { type: 'string', minLength: 3 } }, required: ['ticket'] },
};

/** The subject is the `user` cookie: a stand-in for the host's own sign-in. */
const subject = (request: Request) => /(?:^|;\s*)user=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];

async function serve(relay: Relay): Promise<{ server: Server; url: string }> {
  const server = createServer(toNodeListener(createRelayHandler(relay, { subject, keepAliveMs: 100 })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/relay` };
}

describe('the relay’s HTTP handler, in node:http', () => {
  const bus = createMemoryBus();
  let one: Relay;
  let two: Relay;
  let a: { server: Server; url: string };
  let b: { server: Server; url: string };
  before(async () => {
    one = createRelay({ bus, heartbeatMs: 200 });
    two = createRelay({ bus, heartbeatMs: 200 });
    [a, b] = [await serve(one), await serve(two)];
  });
  after(async () => {
    for (const { server } of [a, b]) (server.closeAllConnections(), server.close());
    await Promise.all([one.close(), two.close()]);
  });

  it('streams a question asked on worker 1 to the browser on worker 2, and takes its answer there', async () => {
    const stream = await openStream(b.url, 'ada');
    assert.equal(stream.response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    await stream.next('ready');
    const asked = one.ask('ada', form, { timeoutMs: 60_000 });
    const question = await stream.next('question');
    assert.deepEqual(question.params, form);
    assert.ok(question.timeoutMs > 59_000 && question.timeoutMs <= 60_000, 'the time left, not a clock reading');
    const response = await post(b.url, 'ada', { id: question.id, result: { action: 'accept', content: { ticket: 'T-42' } } });
    assert.equal(response.status, 200);
    assert.deepEqual(await asked, { action: 'accept', content: { ticket: 'T-42' } });
    assert.deepEqual(await stream.next('end'), { id: question.id, reason: 'answered' });
    await stream.close();
  });

  it('answers each refusal with its own status and words', async () => {
    const stream = await openStream(a.url, 'ada');
    const asked = one.ask('ada', form);
    const { id } = await stream.next('question');
    assert.equal((await fetch(b.url)).status, 401, 'nobody signed in');
    assert.equal((await post(b.url, 'grace', { id, result: { action: 'decline' } })).status, 404, 'another person');
    assert.equal((await post(b.url, 'ada', { id, result: { action: 'decline' } }, 'text/plain')).status, 415);
    assert.equal((await post(b.url, 'ada', '{not json')).status, 400);
    assert.equal((await post(b.url, 'ada', 'x'.repeat(70_000))).status, 413);
    const invalid = await post(b.url, 'ada', { id, result: { action: 'accept', content: { ticket: 'T' } } });
    assert.equal(invalid.status, 422, await invalid.clone().text());
    assert.match(((await invalid.json()) as { error: string }).error, /"ticket"/);
    assert.equal((await post(b.url, 'ada', { id, result: { action: 'decline' } })).status, 200);
    assert.deepEqual(await asked, { action: 'decline' });
    const again = await post(a.url, 'ada', { id, result: { action: 'accept', content: { ticket: 'T-42' } } });
    assert.equal(again.status, 409);
    assert.equal(((await again.json()) as { reason: string }).reason, 'answered');
    assert.equal((await fetch(a.url, { method: 'PUT' })).status, 405);
    await stream.close();
  });

  it('after a dropped stream, ends on reconnection the questions the page still shows that ended meanwhile', async () => {
    const first = await openStream(b.url, 'ada');
    const asked = one.ask('ada', form);
    const { id } = await first.next('question');
    await first.close();
    // Answered in another tab while this page's stream was down: this page never heard the end.
    assert.equal((await post(a.url, 'ada', { id, result: { action: 'decline' } })).status, 200);
    await asked;
    const again = await openStream(a.url, 'ada', `?showing=${id}`);
    assert.deepEqual(await again.next('end'), { id, reason: 'answered' });
    await again.close();
  });

  it('says "the server’s session ended" (410) when the worker that asked is gone', async () => {
    let silent = false;
    // Its own bus connection, cut at once without a word, as a killed process's is.
    const gone = createRelay({
      heartbeatMs: 200,
      bus: {
        publish: (topic, message) => (silent ? Promise.resolve() : bus.publish(topic, message)),
        subscribe: (topic, onMessage) => bus.subscribe(topic, (message) => silent || onMessage(message)),
      },
    });
    const stream = await openStream(b.url, 'ada');
    void gone.ask('ada', form);
    const { id } = await stream.next('question');
    silent = true;
    const response = await post(b.url, 'ada', { id, result: { action: 'decline' } });
    assert.equal(response.status, 410);
    assert.match(((await response.json()) as { error: string }).error, /server's session ended/);
    await gone.close();
    await stream.close();
  });
});
