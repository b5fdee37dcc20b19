// The step API against the official Python SDK (test/peers/python/helpdesk.py), as a host whose MCP
// client runs on a server: each round's pending state sealed into a token for the browser, the
// answers checked before they go on, bad tokens refused before the Python server hears anything.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  continueCall,
  InvalidAnswerError,
  openPending,
  PendingTokenError,
  sealPending,
  startCall,
  type CallWithInputsOptions,
  type ElicitResult,
  type Send,
  type Step,
} from '../../src/adapter/index.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { assertValidOnTheWire, failureOf, textOf } from '../node/helpers.js';
import { startGoEverything, startPython, type Peer } from './peers.js';

const call = (name: string, args: Record<string, unknown>) => ({ method: 'tools/call' as const, params: { name, arguments: args } });
const keys = [new Uint8Array(32).map((_, i) => i * 7 + 1)];

describe('the step API against the official Python SDK (mcp 2.3.0)', () => {
  let peer: Peer;
  let send: Send;
  let requests = 0;
  before(async () => {
    peer = await startPython('helpdesk:app');
    const raw = rawHttpSend(peer.url, (message) => assertValidOnTheWire(message));
    send = (request, options) => ((requests += 1), raw(request, options));
  });
  after(async () => {
    await peer?.close();
  });

  /** The host's two routes, for one signed-in user; what reaches the browser goes through JSON. */
  const toBrowser = async (step: Step, user: string) =>
    JSON.parse(
      JSON.stringify(step.done ? { result: step.result } : { questions: step.questions, token: await sealPending(step.pending, { keys, subject: user, ttlSeconds: 120 }) }),
    );
  const start = async (user: string, name: string, args: Record<string, unknown>) => toBrowser(await startCall(send, call(name, args)), user);
  const answer = async (user: string, token: string, answers: { [key: string]: ElicitResult }, now?: number) =>
    toBrowser(await continueCall(send, await openPending(token, { keys, subject: user, now }), answers), user);

  it('creates a customer over several rounds, each question pre-filled with what was typed before', async () => {
    const first = await start('u1', 'create_customer', { name: 'A', email: 'ada.example.com' });
    assert.deepEqual(Object.keys(first.questions.fix.params.requestedSchema.properties), ['name', 'email']);
    // The Python server's requestState is plain JSON; in the token the browser cannot read it.
    assert.equal(first.token.includes('ada.example.com'), false);
    const second = await answer('u1', first.token, { fix: { action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com' } } });
    assert.deepEqual(Object.keys(second.questions.fix.params.requestedSchema.properties), ['email']);
    assert.deepEqual(second.questions.fix.previous, { email: 'ada@example.com' });
    const done = await answer('u1', second.token, { fix: { action: 'accept', content: { email: 'ada.lovelace@example.org' } } });
    assert.match(textOf(done.result), /^Created C-\d+: Ada Lovelace <ada\.lovelace@example\.org>\.$/);
  });

  it('refuses an answer the form could not send, before the Python server hears of it', async () => {
    const first = await start('u1', 'create_customer', { name: 'Alan Turing', email: 'alan' });
    const heard = requests;
    const error = await failureOf(answer('u1', first.token, { fix: { action: 'accept', content: { email: 'still not an address' } } }));
    assert.ok(error instanceof InvalidAnswerError, String(error));
    assert.deepEqual([error.key, error.field], ['fix', 'email']);
    assert.equal(requests, heard);
  });

  it('refuses a tampered, an expired and another user’s token before anything is sent, and deletes nothing', async () => {
    const first = await start('u1', 'delete_customer', { customer_id: 'C-1' });
    const yes = { confirm: { action: 'accept' as const, content: { confirm: true } } };
    const heard = requests;
    const flipped = first.token.slice(0, 30) + (first.token[30] === 'Q' ? 'R' : 'Q') + first.token.slice(31);
    const reasons = [];
    for (const attempt of [() => answer('u1', flipped, yes), () => answer('u1', first.token, yes, Date.now() + 121_000), () => answer('u2', first.token, yes)]) {
      const error = await failureOf(attempt());
      assert.ok(error instanceof PendingTokenError, String(error));
      reasons.push(error.reason);
    }
    assert.deepEqual(reasons, ['tampered', 'expired', 'subject']);
    assert.equal(requests, heard, 'the Python server received nothing');
    const list = await toBrowser(await startCall(send, call('list_customers', {})), 'u1');
    assert.ok('C-1' in JSON.parse(textOf(list.result)), 'not deleted');
  });
});

describe('the step API against the Go SDK conformance server (v1.8.0)', () => {
  let peer: Peer;
  let send: Send;
  let sent: { params: { [key: string]: unknown } }[] = [];
  const sample: CallWithInputsOptions['sample'] = async () => ({
    role: 'assistant',
    content: { type: 'text', text: 'Good morning,' },
    model: 'interop-model',
    stopReason: 'endTurn',
  });
  const listRoots: CallWithInputsOptions['listRoots'] = async () => ({ roots: [{ uri: 'file:///work/help-desk', name: 'help-desk' }] });
  before(async () => {
    peer = await startGoEverything();
    send = rawHttpSend(peer.url, (message) => (assertValidOnTheWire(message), sent.push(structuredClone(message))));
  });
  after(async () => {
    await peer?.close();
  });

  it('several inputs in one round: the person answers the question, the host server the sampling and roots requests', async () => {
    sent = [];
    const options = { sample, listRoots };
    const step = await startCall(send, call('test_input_required_result_multiple_inputs', {}), options);
    assert.ok(!step.done);
    // Only the elicitation goes to the browser; the pending state keeps all three.
    assert.deepEqual(Object.keys(step.questions), ['user_name']);
    assert.deepEqual(Object.keys(step.pending.inputRequests).sort(), ['client_roots', 'greeting', 'user_name']);
    const token = await sealPending(step.pending, { keys, subject: 'u' });
    const done = await continueCall(send, await openPending(token, { keys, subject: 'u' }), { user_name: { action: 'accept', content: { name: 'Grace' } } }, options);
    assert.ok(done.done);
    assert.equal(textOf(done.result), 'Good morning, Grace — 1 root(s) visible');
    assert.deepEqual(Object.keys(sent[1].params.inputResponses as object).sort(), ['client_roots', 'greeting', 'user_name']);
    assert.equal(sent[1].params.requestState, 'multiple_inputs');
  });

  it('several rounds, each with its own state, byte for byte', async () => {
    sent = [];
    const first = await startCall(send, call('test_input_required_result_multi_round', {}));
    assert.ok(!first.done);
    const [nameKey] = Object.keys(first.questions);
    const second = await continueCall(send, first.pending, { [nameKey]: { action: 'accept', content: { name: 'Sam' } } });
    assert.ok(!second.done);
    const [colorKey] = Object.keys(second.questions);
    const done = await continueCall(send, second.pending, { [colorKey]: { action: 'accept', content: { color: 'teal' } } });
    assert.ok(done.done);
    assert.equal(textOf(done.result), 'Multi-round complete: Sam likes teal');
    assert.deepEqual(
      sent.map((m) => m.params.requestState),
      [undefined, 'round=1', 'round=2;name=Sam'],
    );
  });
});
