import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startRedis, type RedisServer } from './redis-server.js';
import { closeThroughTheRelay, deleteThroughTwoWorkers, startWorkersHarness, type WorkersHarness } from '../e2e/demo-workers.js';

// `REDIS_URL=… npm start -- --workers 2`: two host worker processes, each with createRedisBus, on a
// real redis-server (127.0.0.1, a free port), behind the round-robin balancer; a person answers in Chromium.

describe('the demo with its host on two worker processes and Redis', () => {
  let redis: RedisServer;
  let harness: WorkersHarness;
  before(async () => {
    redis = await startRedis();
    harness = await startWorkersHarness(redis.url);
  });
  after(async () => {
    await harness?.close();
    await redis?.stop();
  });

  it('runs two worker processes on the Redis bus', () => {
    assert.equal(harness.demo.bus, 'redis');
    assert.deepEqual(
      harness.demo.workers.map((w) => w.name),
      ['worker 1', 'worker 2'],
    );
    const [one, two] = harness.demo.workers.map((w) => w.pid);
    assert.ok(one !== process.pid && two !== process.pid && one !== two, 'each worker is a process of its own');
  });

  it('continues a 2026-07-28 question through the worker process that did not ask it', async () => {
    const { asked, continued } = await deleteThroughTwoWorkers(harness);
    assert.notEqual(asked, continued);
  });

  it('answers a 2025-11-25 question through the other worker process, and Redis carries the answer to the session', async () => {
    const { holder, answeredThrough } = await closeThroughTheRelay(harness);
    assert.notEqual(holder, answeredThrough);
  });
});
