// The relay's part of `npm run bench`, at tiny size, so it cannot rot (npm test runs the rest of the
// bench with Node and Chromium alone; this part needs redis-server). It judges nothing about speed.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { measureRelay } from '../../bench/relay.js';
import { relayTable } from '../../bench/report.js';

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    runs: values.length,
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))],
    min: sorted[0],
    max: sorted.at(-1)!,
  };
};

describe('the relay bench, at tiny size', () => {
  it('measures memory per open question and both answer paths on two workers and Redis', async () => {
    const relay = (await measureRelay({ questions: 20, answers: 2 }, stats, () => undefined))!;
    assert.equal(relay.questions, 20);
    // At this size the heap's noise is larger than 20 questions: only that it was measured.
    assert.ok(Number.isFinite(relay.heapPerQuestion), `${relay.heapPerQuestion} bytes per question`);
    assert.ok(relay.sameWorker.runs === 2 && relay.otherWorker.runs === 2 && relay.otherWorker.median > 0);
    const table = relayTable(relay).join('\n');
    // The figure is printed whatever its sign: at 20 questions a collection in between can make it negative.
    assert.match(table, /\| JS heap per open question \(20 open, on the worker that asked\) \| -?[\d.]+ KB \|/);
  });
});
