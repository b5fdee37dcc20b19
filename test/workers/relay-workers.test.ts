// Three worker processes of one host on a real Redis (Debian's redis-server, on 127.0.0.1 at a free
// port), behind a loopback balancer that sends each request to the next worker. The MCP client runs
// on the workers, in 2025-11-25 sessions they hold (server-everything over stdio): its questions
// must be answered through the relay wherever the person's requests land. Run by `npm run test:workers`.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { startRedis, type RedisServer } from './redis-server.js';
import { startWorker, type WorkerProcess } from './workers.js';
import { startBalancer, type Balancer } from '../../demo/server/balancer.js';
import { openStream, post, type StreamReader } from './browser.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';

/** What server-everything's trigger-elicitation-request form takes (its required fields). */
const ANSWER = { name: 'Ada Lovelace', integer: 7, untitledMultipleSelectEnum: ['Piano'] };
const HEARTBEAT_MS = 400;

describe('the relay across worker processes on Redis', () => {
  let redis: RedisServer;
  let workers: WorkerProcess[] = [];
  let balancer: Balancer;
  let mcp: MrtrServer;
  const streams: StreamReader[] = [];

  let user = '';

  before(async () => {
    redis = await startRedis();
    mcp = await startMrtrServer();
    const env = {
      REDIS_URL: redis.url,
      RELAY_PREFIX: `test-${randomUUID()}:`,
      RELAY_HEARTBEAT_MS: String(HEARTBEAT_MS),
      MCP_URL: mcp.url,
      PENDING_KEY: randomUUID() + randomUUID(),
    };
    workers = await Promise.all([startWorker(env), startWorker(env), startWorker(env)]);
    balancer = await startBalancer(() => workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null).map((w) => w.url));
  });
  after(async () => {
    await balancer.close();
    await Promise.all(workers.map((worker) => worker.stop()));
    await redis.stop();
    await mcp.close();
  });
  beforeEach(() => {
    // A person of their own for each test, and worker 1 first in line again.
    user = `person-${randomUUID()}`;
    balancer.reset();
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((stream) => stream.close()));
  });

  /**
   * The host's tool call, through the balancer: the first request of each test, so worker 1 takes
   * it and holds its 2025-11-25 session; the person's requests that follow go to the others in turn.
   */
  async function startCall(): Promise<{ response: Promise<Response> }> {
    const response = fetch(`${balancer.url}/call`, { method: 'POST', body: JSON.stringify({ user, tool: 'trigger-elicitation-request' }) });
    await balancer.arrivals(1);
    return { response };
  }

  /** The person's browser, connected through the balancer to whichever worker's turn it is. */
  async function browser(): Promise<StreamReader & { worker: string }> {
    const stream = await openStream(`${balancer.url}/relay`, user);
    streams.push(stream);
    await stream.next('ready');
    return Object.assign(stream, { worker: stream.response.headers.get('x-worker')! });
  }

  it('a 2025-11-25 question whose session worker 1 holds is answered through worker 2', async () => {
    const { response: call } = await startCall();
    const page = await browser();
    assert.notEqual(page.worker, workers[0].id, 'the stream is held by another worker');
    const question = await page.next('question', 10_000);
    assert.ok(question.id.startsWith(`${workers[0].id}.`), 'asked by worker 1');
    const answered = await post(`${balancer.url}/relay`, user, { id: question.id, result: { action: 'accept', content: ANSWER } });
    assert.equal(answered.status, 200);
    assert.notEqual(answered.headers.get('x-worker'), workers[0].id, 'the answer landed on another worker');
    const result = await (await call).json();
    assert.match(JSON.stringify(result), /Ada Lovelace/);
    assert.deepEqual(await page.next('end'), { id: question.id, reason: 'answered' });
    // Sent once: a second answer, through yet another worker, is refused as already answered.
    const again = await post(`${balancer.url}/relay`, user, { id: question.id, result: { action: 'decline' } });
    assert.equal(again.status, 409);
  });

  /** The person's page calls the host (a step of the 2026-07-28 API): through the balancer, or to one worker. */
  async function step(path: string, body: object, via = balancer.url) {
    const response = await fetch(`${via}/steps/${path}`, { method: 'POST', headers: { cookie: `user=${user}` }, body: JSON.stringify(body) });
    assert.equal(response.status, 200, await response.clone().text());
    return { worker: response.headers.get('x-worker'), reply: (await response.json()) as { questions?: object; token?: string; result?: { content: { text: string }[] } } };
  }

  it('a 2026-07-28 question asked through worker 1 is continued through worker 2, with no shared state', async () => {
    const path = `/tmp/${randomUUID()}`;
    const asked = await step('call', { tool: 'delete_file', arguments: { path } });
    assert.equal(asked.worker, workers[0].id);
    assert.deepEqual(Object.keys(asked.reply.questions!), ['confirm']);
    const done = await step('answer', { token: asked.reply.token, answers: { confirm: { action: 'accept', content: { confirm: true } } } });
    assert.equal(done.worker, workers[1].id);
    assert.equal(done.reply.result!.content[0].text, `deleted ${path}`);
    assert.equal(mcp.effects.filter((effect) => effect === `deleted ${path}`).length, 1);
  });

  it('a question is taken only from the person it was asked of, and only in the shape of its form', async () => {
    const { response: call } = await startCall();
    const page = await browser();
    const { id } = await page.next('question', 10_000);
    assert.equal((await post(`${balancer.url}/relay`, 'mallory', { id, result: { action: 'accept', content: ANSWER } })).status, 404);
    const wrong = await post(`${balancer.url}/relay`, user, { id, result: { action: 'accept', content: { ...ANSWER, integer: 'seven' } } });
    assert.equal(wrong.status, 422);
    assert.match(((await wrong.json()) as { error: string }).error, /"integer"/);
    assert.equal((await post(`${balancer.url}/relay`, user, { id, result: { action: 'decline' } })).status, 200);
    assert.match(JSON.stringify(await (await call).json()), /decline/i);
  });

  it('Redis restarted mid-question: the relay reconnects and the question is still answered', async () => {
    const { response: call } = await startCall();
    const page = await browser();
    const { id } = await page.next('question', 10_000);
    await redis.restart();
    // Every subscription is gone with the old Redis; ioredis subscribes again on its own.
    await sleep(1500);
    const answered = await post(`${balancer.url}/relay`, user, { id, result: { action: 'accept', content: ANSWER } });
    assert.equal(answered.status, 200);
    assert.match(JSON.stringify(await (await call).json()), /Ada Lovelace/);
  });

  it('Redis restarted mid-question: a page that connects afterwards is still shown it', async () => {
    const { response: call } = await startCall();
    const first = await browser();
    const { id } = await first.next('question', 10_000);
    await first.close();
    await redis.restart();
    await sleep(1500);
    const page = await browser();
    assert.equal((await page.next('question', 3000)).id, id);
    assert.equal((await post(`${balancer.url}/relay`, user, { id, result: { action: 'cancel' } })).status, 200);
    assert.match(JSON.stringify(await (await call).json()), /cancel/i);
  });

  // Last: it kills worker 1.
  it('worker 1 killed mid-question: its 2025-11-25 question ends as "session-ended" in the browser, an answer hears 410, nothing waits; its 2026-07-28 question completes through worker 2', async () => {
    const call = (await startCall()).response.then(
      (response) => response.status,
      (error: Error) => error.name,
    );
    const page = await browser();
    const { id } = await page.next('question', 10_000);
    // A 2026-07-28 call asked through worker 1 as well: its state is in the token, not in worker 1.
    const path = `/tmp/${randomUUID()}`;
    const stateless = await step('call', { tool: 'delete_file', arguments: { path } }, workers[0].url);
    const killedAt = Date.now();
    await workers[0].kill();
    assert.deepEqual(await page.next('end', 20 * HEARTBEAT_MS), { id, reason: 'session-ended' });
    // Three heartbeats missed, and one more for the holder's own beat; the rest is a busy machine's slack.
    assert.ok(Date.now() - killedAt < 12 * HEARTBEAT_MS, 'ended within a few heartbeats');
    const late = await post(`${balancer.url}/relay`, user, { id, result: { action: 'accept', content: ANSWER } });
    assert.equal(late.status, 410);
    assert.match(((await late.json()) as { error: string }).error, /server's session ended/);
    assert.equal(await call, 'TypeError', 'the host’s own request to worker 1 failed with it, rather than waiting');
    const done = await step('answer', { token: stateless.reply.token, answers: { confirm: { action: 'accept', content: { confirm: true } } } });
    assert.notEqual(done.worker, workers[0].id);
    assert.equal(done.reply.result!.content[0].text, `deleted ${path}`, 'the 2026-07-28 question still completes through another worker');
    // A page opened now is shown nothing of it.
    const fresh = await browser();
    await sleep(4 * HEARTBEAT_MS);
    assert.deepEqual(
      fresh.events.filter((e) => e.event === 'question'),
      [],
    );
  });
});
