// The step API: a call whose questions are answered elsewhere. startCall stops at a round of
// questions with plain-JSON state; continueCall checks the browser's answers, then sends them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  continueCall,
  InputRoundsExceededError,
  InvalidAnswerError,
  startCall,
  type McpRequest,
  type Step,
} from '../../src/adapter/index.js';
import { rawHttpSend, type SentMessage } from '../../demo/app/raw-send.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';
import { assertValidOnTheWire, failureOf, textOf } from './helpers.js';

const tool = (name: string, args: object = {}): McpRequest => ({ method: 'tools/call', params: { name, arguments: args } });

/** The step as it would cross a process boundary: JSON, and nothing else. */
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));

function asking(step: Step): Extract<Step, { done: false }> {
  assert.equal(step.done, false, `expected questions, got ${JSON.stringify(step)}`);
  return step as Extract<Step, { done: false }>;
}

describe('startCall and continueCall against a 2026-07-28 server', () => {
  let server: MrtrServer;
  before(async () => (server = await startMrtrServer()));
  after(() => server.close());

  function wire() {
    const sent: SentMessage[] = [];
    const send = rawHttpSend(server.url, (message) => {
      assertValidOnTheWire(message);
      sent.push(structuredClone(message));
    });
    return { send, sent };
  }

  it('stops at the question with plain-JSON state, and finishes with the answer sent byte for byte', async () => {
    const { send, sent } = wire();
    const step = asking(await startCall(send, tool('delete_file', { path: '/tmp/s1' })));
    assert.deepEqual(Object.keys(step.questions), ['confirm']);
    assert.equal(step.questions.confirm.method, 'elicitation/create');
    assert.equal(step.pending.round, 1);
    assert.equal(typeof step.pending.requestState, 'string');
    assert.deepEqual(throughJson(step), step, 'a step is plain JSON');
    const before = server.effects.length;
    const done = await continueCall(send, throughJson(step.pending), { confirm: { action: 'accept', content: { confirm: true } } });
    assert.equal(done.done, true);
    assert.equal(textOf(done.done ? done.result : {}), 'deleted /tmp/s1');
    assert.equal(server.effects.length, before + 1);
    assert.equal(sent.length, 2);
    assert.equal(sent[1].params.requestState, step.pending.requestState);
    assert.deepEqual(sent[1].params.inputResponses, { confirm: { action: 'accept', content: { confirm: true } } });
  });

  it('asks several questions in one round, and sends their answers together', async () => {
    const { send, sent } = wire();
    const step = asking(await startCall(send, tool('book_trip', { city: 'Oslo' })));
    assert.deepEqual(Object.keys(step.questions), ['traveller', 'seat']);
    const done = await continueCall(send, step.pending, {
      traveller: { action: 'accept', content: { name: 'Ada', email: 'ada@example.com' } },
      seat: { action: 'accept', content: { window: true } },
    });
    assert.ok(done.done);
    assert.equal(textOf(done.result), 'booked Oslo for Ada; window=true; seat=accept');
    assert.deepEqual(Object.keys(sent[1].params.inputResponses as object), ['traveller', 'seat']);
  });

  it('goes through several rounds, each question with what the person entered before', async () => {
    const { send } = wire();
    const first = asking(await startCall(send, tool('create_customer')));
    const second = asking(await continueCall(send, first.pending, { customer: { action: 'accept', content: { name: 'A', email: 'ada@example.com' } } }));
    assert.equal(second.pending.round, 2);
    assert.deepEqual(Object.keys(second.questions), ['fix']);
    assert.deepEqual(second.questions.fix.previous, { name: 'A' });
    const done = await continueCall(send, throughJson(second.pending), { fix: { action: 'accept', content: { name: 'Ada' } } });
    assert.ok(done.done);
    assert.equal(textOf(done.result), 'created Ada <ada@example.com>');
  });

  it('refuses an answer its question could not have sent, and sends nothing', async () => {
    const { send, sent } = wire();
    const step = asking(await startCall(send, tool('delete_file', { path: '/tmp/s2' })));
    for (const answers of [
      { confirm: { action: 'accept', content: { confirm: 'yes' } } },
      { confirm: { action: 'accept', content: { confirm: true, admin: true } } },
      {},
      { confirm: { action: 'decline' }, other: { action: 'accept' } },
    ]) {
      const error = await failureOf(continueCall(send, step.pending, answers as never));
      assert.ok(error instanceof InvalidAnswerError, String(error));
    }
    assert.equal(sent.length, 1, 'only the first call was sent');
  });

  it('marks a URL asked again as repeated', async () => {
    const { send } = wire();
    const step = asking(await startCall(send, tool('connect_billing')));
    const [key] = Object.keys(step.questions);
    assert.equal(step.questions[key].params.mode, 'url');
    assert.equal(step.questions[key].repeated, undefined);
    const again = asking(await continueCall(send, step.pending, { [key]: { action: 'accept' } }));
    const [next] = Object.keys(again.questions);
    assert.equal(again.questions[next].repeated, true);
  });

  it('stops at maxRounds, as callWithInputs does', async () => {
    const { send } = wire();
    const step = asking(await startCall(send, tool('forever'), { maxRounds: 1 }));
    const [key] = Object.keys(step.questions);
    const error = await failureOf(continueCall(send, step.pending, { [key]: { action: 'accept', content: { ok: true } } }, { maxRounds: 1 }));
    assert.ok(error instanceof InputRoundsExceededError, String(error));
  });

  it('says what is wrong with its own arguments', async () => {
    const { send } = wire();
    await assert.rejects(startCall(send, { method: 'tools/call', params: 'x' } as never), /startCall: request must be/);
    await assert.rejects(continueCall(send, { method: 'tools/call' } as never, {}), /continueCall: pending must be the pending state of a step/);
    await assert.rejects(startCall('nope' as never, tool('delete_file')), /startCall: send must be a function/);
  });
});
