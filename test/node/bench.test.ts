import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { QUICK, runBench } from '../../bench/runner.js';
import { report, targets } from '../../bench/report.js';

// A tiny run of the real benchmark code, so it cannot rot. It judges nothing about speed: timing
// assertions flake; the numbers are for `npm run bench`.
describe('the benchmark, at tiny size', () => {
  it('measures every renderer and figure, and reports them', async () => {
    const results = await runBench(QUICK);
    for (const table of [results.firstPaint, results.keystroke]) {
      for (const byRenderer of Object.values(table)) {
        assert.deepEqual(Object.keys(byRenderer).sort(), ['aui', 'floor', 'mcp', 'rjsf']);
        for (const stats of Object.values(byRenderer)) {
          assert.equal(stats.runs, QUICK.runs);
          assert.ok(Number.isFinite(stats.median) && stats.median >= 0 && stats.p95 >= stats.median);
        }
      }
    }
    assert.deepEqual(Object.keys(results.firstPaint), QUICK.fieldCounts.map(String));
    assert.ok(results.heap.mcp.before > 0 && Number.isFinite(results.heap.mcp.growth));
    assert.ok(results.sizes!.root.upFront > 10_000 && results.sizes!.rjsfReact > results.sizes!.root.upFront && results.sizes!.auiReact > 10_000);
    assert.ok(results.adapter.rawMedianMs > 0 && results.adapter.adapterMedianMs > 0);
    assert.ok(results.validateReady.cold.runs === QUICK.coldRuns && results.validateReady.cold.median > 0 && results.validateReady.warm.median > 0);
    assert.equal(results.combobox.options, 5000);
    for (const stats of Object.values(results.litFloor)) assert.ok(stats.runs === QUICK.runs && stats.median > 0);
    assert.ok(results.combobox.optionNodes > 0 && results.combobox.optionNodes < 100, `a virtual list: ${results.combobox.optionNodes} option elements`);
    const chat = results.chat!;
    assert.equal(chat.questions, QUICK.chat.questions);
    for (const figures of Object.values(chat.byRenderer)) assert.ok(figures.elementsPerQuestion > 0 && figures.build.median > 0 && figures.scroll.runs === QUICK.chat.scrollSteps);
    assert.ok(chat.showQuestion.after > chat.showQuestion.before && chat.showQuestion.fields === 3, 'Show the question shows the read-only question');
    const burst = results.burst!;
    for (const mode of [burst.modal, burst.inline]) assert.ok(mode.first.median > 0 && mode.each.runs === QUICK.burst.count - 1 && mode.all.median >= mode.first.median);
    const server = results.serverSide!;
    assert.ok(server.seal.median > 0 && server.open.median > 0 && server.tokenChars > server.stateBytes, 'the token carries the 10 KB state');
    assert.ok(server.latency.throughServer.min > 0 && server.latency.inPage.min > 0 && server.memory.tokenBytes > 0);
    assert.match(report(results), /\| seal a pending state with a 10\.0 KB requestState/);
    const tasks = results.tasksBurst!;
    assert.ok(tasks.polls > 0 && tasks.firstSecondRps > 0 && tasks.cpuShare > 0);
    for (const figures of Object.values(results.phone!.byVariant)) assert.ok(figures.paint.runs === QUICK.phoneRuns && figures.accept.median > 0);
    assert.deepEqual(Object.keys(results.phone!.byVariant), ['atLoad', 'default', 'ajv', 'ajvPreloaded']);
    // Real clicks and Enter from the moment the question is on screen: none taken in the guard's window.
    const guard = results.guard!;
    for (const figures of [guard.pointer, guard.key]) assert.ok(figures.runs === QUICK.guardRuns && figures.min >= guard.delayMs, `first press taken after ${figures.min} ms`);
    // One per first-paint size and keystroke size, then rjsf, bundle, heap, the chat's three, the phone, the guard, the tasks, adapter.
    assert.equal(targets(results).length, QUICK.fieldCounts.length + QUICK.keystrokeFieldCounts.length + 10);
    assert.match(report(results), /\| first paint, 10 fields \| [\d.]+ ms/);
    assert.match(report(results), /Lit's floor ÷ static floor/);
    assert.match(report(results), /\| first paint, 1 field \| [^|]+\| [^|]+\| [^|]+\| [\d.]+ ms/, 'the assistant-ui column is filled');
    assert.match(report(results), /\| render them all, laid out \| [\d.]+ ms/);
    assert.match(report(results), /\| tasks\/get requests per second \| \d+/);
    assert.match(report(results), /\| modal \(they take turns/);
    assert.match(report(results), /\| real mouse clicks on Accept \| [\d.]+ ms/);
  });
});
