// Adapter edges of the third hostile round (issue 30): an error's message quotes server text cut
// to a readable length, and its fields keep everything the server sent.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { callWithInputs, InputProtocolError, MissingCapabilityError, TaskFailedError, type Send } from '../../src/adapter/index.js';

const call = { method: 'tools/call' as const, params: { name: 'report', arguments: {} } };
const elicit = async () => ({ action: 'cancel' as const });
/** The longest message a person or a log should have to read. */
const READABLE = 400;

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => assert.fail('the call did not reject'),
    (error: Error) => error,
  );
}

describe('adapter error messages (issue 30)', () => {
  it('a MissingCapabilityError of 5 MB of capabilities quotes a readable start; requiredCapabilities keeps them whole', async () => {
    const requiredCapabilities = { sampling: { note: 'x'.repeat(5_000_000) } };
    const send: Send = async () => {
      throw { code: -32021, message: 'Missing capability', data: { requiredCapabilities } };
    };
    const error = (await rejection(callWithInputs(send, call, { elicit }))) as MissingCapabilityError;
    assert.ok(error instanceof MissingCapabilityError);
    assert.ok(error.message.length < READABLE, `${error.message.length} characters`);
    assert.match(error.message, /^The server requires client capabilities this call did not declare: \{"sampling":\{"note":"x+… \(4,999,\d{3} more characters\)\.$/);
    assert.deepEqual(error.requiredCapabilities, requiredCapabilities);
  });

  it('an InputProtocolError about a key of 1 MB quotes a readable start of it; result keeps what the server sent', async () => {
    const key = 'k'.repeat(1_000_000);
    const result = { resultType: 'input_required', inputRequests: { [key]: { method: 'bogus/method' } } };
    const send: Send = async () => result;
    const error = (await rejection(callWithInputs(send, call, { elicit }))) as InputProtocolError;
    assert.ok(error instanceof InputProtocolError);
    assert.ok(error.message.length < READABLE, `${error.message.length} characters`);
    assert.match(error.message, /^Input "k{200}… \(999,800 more characters\)" is not an elicitation, sampling or roots request\.$/);
    assert.equal(error.result, result);
  });

  it('a TaskFailedError carrying 5 MB quotes a readable start of the reason; error keeps it whole', async () => {
    const reason = 'y'.repeat(5_000_000);
    const task = { taskId: 't1', createdAt: new Date().toISOString(), lastUpdatedAt: new Date().toISOString(), ttlMs: null, pollIntervalMs: 1 };
    const send: Send = async (request) =>
      request.method === 'tools/call'
        ? { resultType: 'task', ...task, status: 'working' }
        : { resultType: 'complete', ...task, status: 'failed', error: { code: -32000, message: reason } };
    const error = (await rejection(callWithInputs(send, call, { elicit, tasks: {} }))) as TaskFailedError;
    assert.ok(error instanceof TaskFailedError, String(error));
    assert.ok(error.message.length < READABLE, `${error.message.length} characters`);
    assert.match(error.message, /^Task t1 failed: y{200}… \(4,999,800 more characters\) \(JSON-RPC -32000\)\.$/);
    assert.equal(error.error.message, reason);
  });

  it('a short reason is quoted whole, and an emoji at the cut is never split', async () => {
    const send: Send = async () => {
      throw { code: -32021, message: 'Missing capability', data: { requiredCapabilities: { roots: {} } } };
    };
    const error = await rejection(callWithInputs(send, call, { elicit }));
    assert.equal(error.message, 'The server requires client capabilities this call did not declare: {"roots":{}}.');
    const key = `${'k'.repeat(199)}😀${'k'.repeat(300)}`;
    const split = (await rejection(
      callWithInputs(async () => ({ resultType: 'input_required', inputRequests: { [key]: { method: 'bogus' } } }), call, { elicit }),
    )) as InputProtocolError;
    assert.ok(split.message.includes(`${'k'.repeat(199)}… (`), split.message.slice(0, 260));
    assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(split.message), 'a lone high surrogate');
  });
});
