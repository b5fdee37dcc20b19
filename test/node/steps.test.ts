// The step API: a call whose questions are answered elsewhere. startCall stops at a round of
// questions with plain-JSON state; continueCall checks the browser's answers, then sends them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  continueCall,
  InputRoundsExceededError,
  InvalidAnswerError,
  openPending,
  PendingTokenError,
  sealPending,
  startCall,
  type Send,
  type McpRequest,
  type Step,
} from '../../src/adapter/index.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';
import { failureOf, recordingWire, textOf } from './helpers.js';

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

  /** A send that keeps every outgoing message and checks it against the spec's schema. */
  const wire = () => recordingWire(server.url);

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

  describe('through the browser, sealed', () => {
    const keys = ['the host key, 32 bytes or longer, kept on the server'];
    /** The server side of a host: the browser sends back the token and the answers; nothing else is trusted. */
    async function answered(send: Send, token: string, answers: unknown, subject: string, now?: number) {
      const pending = await openPending(token, { keys, subject, now });
      return continueCall(send, pending, answers as never);
    }

    it('finishes a call whose pending state went through the browser as a token', async () => {
      const { send } = wire();
      const step = asking(await startCall(send, tool('delete_file', { path: '/tmp/s3' })));
      const token = await sealPending(step.pending, { keys, subject: 'user-1', ttlSeconds: 60 });
      const browser = throughJson({ token, questions: step.questions });
      const done = await answered(send, browser.token, { confirm: { action: 'accept', content: { confirm: true } } }, 'user-1');
      assert.ok(done.done);
      assert.equal(textOf(done.result), 'deleted /tmp/s3');
    });

    it('refuses a tampered, an expired and another user’s token before anything is sent', async () => {
      const { send } = wire();
      const step = asking(await startCall(send, tool('delete_file', { path: '/tmp/s4' })));
      const now = Date.now();
      const token = await sealPending(step.pending, { keys, subject: 'user-1', ttlSeconds: 60, now });
      const received = server.received.length;
      const yes = { confirm: { action: 'accept', content: { confirm: true } } };
      const last = token.at(-2) === 'A' ? 'B' : 'A';
      const tampered = await failureOf(answered(send, token.slice(0, -2) + last + token.at(-1), yes, 'user-1'));
      const expired = await failureOf(answered(send, token, yes, 'user-1', now + 60_000));
      const foreign = await failureOf(answered(send, token, yes, 'user-2'));
      assert.deepEqual(
        [tampered, expired, foreign].map((e) => (e as PendingTokenError).reason),
        ['tampered', 'expired', 'subject'],
      );
      assert.ok([tampered, expired, foreign].every((e) => e instanceof PendingTokenError));
      assert.equal(server.received.length, received, 'the MCP server received nothing');
      assert.ok(!server.effects.includes('deleted /tmp/s4'));
    });
  });

  it('says what is wrong with its own arguments', async () => {
    const { send } = wire();
    await assert.rejects(startCall(send, { method: 'tools/call', params: 'x' } as never), /startCall: request must be/);
    await assert.rejects(continueCall(send, { method: 'tools/call' } as never, {}), /continueCall: pending must be the pending state of a step/);
    await assert.rejects(startCall('nope' as never, tool('delete_file')), /startCall: send must be a function/);
  });
});
