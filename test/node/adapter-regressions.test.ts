// One named test per adapter defect found by hand or by property (issue 21).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { callWithInputs, type Send } from '../../src/adapter/index.js';

describe('adapter regressions', () => {
  it('a poll interval beyond what timers hold never floods the server with tasks/get', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    let polls = 0;
    const controller = new AbortController();
    const send: Send = async (request) => {
      if (request.method === 'tools/call')
        return {
          resultType: 'task',
          taskId: 't',
          status: 'working',
          createdAt: new Date().toISOString(),
          lastUpdatedAt: new Date().toISOString(),
          ttlMs: null,
          pollIntervalMs: 2 ** 40,
        };
      if (request.method === 'tasks/get') polls += 1;
      return {
        resultType: 'complete',
        taskId: 't',
        status: 'working',
        createdAt: new Date().toISOString(),
        lastUpdatedAt: new Date().toISOString(),
        ttlMs: null,
        pollIntervalMs: 2 ** 40,
      };
    };
    const call = callWithInputs(
      send,
      { method: 'tools/call', params: { name: 'report', arguments: {} } },
      {
        signal: controller.signal,
        tasks: { maxPollIntervalMs: 2 ** 40, keepOnAbort: true },
        elicit: async () => ({ action: 'cancel' }),
      },
    ).catch(() => 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 300));
    controller.abort();
    assert.equal(await call, 'stopped');
    process.off('warning', onWarning);
    // Before: a setTimeout of 2^40 ms fired after about 1 ms, some 400 polls a second, each with a warning.
    assert.ok(polls <= 1, `${polls} tasks/get in 300 ms`);
    assert.deepEqual(
      warnings.filter((w) => w === 'TimeoutOverflowWarning'),
      [],
    );
  });

  it('a state-only retry delay beyond what timers hold waits instead of retrying at once', async () => {
    let calls = 0;
    const controller = new AbortController();
    const send: Send = async () => (++calls, { resultType: 'input_required', requestState: 'busy' });
    const call = callWithInputs(
      send,
      { method: 'tools/call', params: { name: 'x', arguments: {} } },
      {
        signal: controller.signal,
        stateOnlyDelayMs: 2 ** 40,
        elicit: async () => ({ action: 'cancel' }),
      },
    ).catch(() => 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    assert.equal(await call, 'stopped');
    assert.equal(calls, 1);
  });
});
