import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { closeThroughTheRelay, deleteThroughTwoWorkers, startWorkersHarness, type WorkersHarness } from './demo-workers.js';

// `npm start -- --workers 2` without REDIS_URL: two host workers in one process on one in-memory
// bus, behind the round-robin balancer; a person answers in Chromium.

describe('the demo with its host on two workers and an in-memory bus', () => {
  let harness: WorkersHarness;
  before(async () => (harness = await startWorkersHarness()));
  after(() => harness?.close());

  it('runs two host workers of its own, in this process', () => {
    assert.equal(harness.demo.bus, 'memory');
    assert.deepEqual(harness.demo.workers.map((w) => [w.name, w.pid]), [['worker 1', process.pid], ['worker 2', process.pid]]);
  });

  it('continues a 2026-07-28 question through the worker that did not ask it', async () => {
    const { asked, continued } = await deleteThroughTwoWorkers(harness);
    assert.notEqual(asked, continued);
  });

  it('answers a 2025-11-25 question through the relay, on the worker that does not hold the session, and the Wire view shows both hops', async () => {
    const { holder, answeredThrough, lines } = await closeThroughTheRelay(harness);
    assert.notEqual(holder, answeredThrough);
    const shown = lines.map((line) => line.replace(/worker \d/, 'worker N').replace(/#\d+/g, '#n'));
    for (const line of [
      'page → host: POST /api/steps/call',
      "page ← relay (worker N): the server's question",
      'page → relay: POST /api/relay the answer (accept)',
      'host ⇄ MCP server: → tools/call close_ticket #n',
      'host ⇄ MCP server: ← elicitation/create #n',
      'page ← host (worker N): the result',
    ]) {
      assert.ok(shown.includes(line), `no "${line}" in:\n${shown.join('\n')}`);
    }
  });
});
