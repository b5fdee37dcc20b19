// The step API against the demo's help-desk server, as a host whose MCP client runs on a server
// would use it: each round's state sealed into a token that goes to the browser and comes back with
// the answers; bad tokens and bad answers are refused before the MCP server hears anything.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  continueCall,
  InvalidAnswerError,
  openPending,
  PendingTokenError,
  sealPending,
  startCall,
  type ElicitResult,
  type McpRequest,
  type Send,
  type Step,
} from '../../src/adapter/index.js';
import { startDemo, type Demo } from '../../demo/server/http.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { failureOf, textOf } from './helpers.js';

const tool = (name: string, args: object = {}): McpRequest => ({ method: 'tools/call', params: { name, arguments: args } });
const keys = ['the host’s own key, at least 32 bytes, never sent to a browser'];

/** What the browser holds between the two requests: JSON it may read (the questions) and a token it cannot. */
type Browser = { questions: Extract<Step, { done: false }>['questions']; token: string } | { result: unknown };

describe('startCall and continueCall against the demo help desk', () => {
  let demo: Demo;
  let requests = 0;
  let send: Send;
  const dir = mkdtempSync(join(tmpdir(), 'mcp-elicit-server-side-'));
  before(async () => {
    demo = await startDemo({ port: 0, dataDir: dir, reset: true, page: { html: '', css: '', js: '' } });
    const raw = rawHttpSend(`${demo.url}mcp`);
    send = (request, options) => ((requests += 1), raw(request, options));
  });
  after(async () => {
    await demo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The host's route: start a call for a signed-in user; the step goes to the browser as JSON. */
  async function start(user: string, request: McpRequest): Promise<Browser> {
    return toBrowser(user, await startCall(send, request));
  }
  /** The host's other route: the browser posts the token and its answers. */
  async function answer(user: string, token: string, answers: { [key: string]: ElicitResult }, now?: number): Promise<Browser> {
    const pending = await openPending(token, { keys, subject: user, now });
    return toBrowser(user, await continueCall(send, pending, answers));
  }
  async function toBrowser(user: string, step: Step): Promise<Browser> {
    const reply: Browser = step.done ? { result: step.result } : { questions: step.questions, token: await sealPending(step.pending, { keys, subject: user, ttlSeconds: 300 }) };
    return JSON.parse(JSON.stringify(reply));
  }
  const asking = (reply: Browser) => {
    assert.ok('token' in reply, `expected questions, got ${JSON.stringify(reply)}`);
    return reply;
  };

  it('closes a ticket once the person, in the browser, confirms', async () => {
    const first = asking(await start('agent-1', tool('close_ticket', { id: 'T-1' })));
    assert.deepEqual(Object.keys(first.questions), ['confirm']);
    assert.equal(demo.store.ticket('T-1')!.status, 'open');
    const done = await answer('agent-1', first.token, { confirm: { action: 'accept', content: { confirm: true } } });
    assert.ok('result' in done);
    assert.match(textOf(done.result as never), /T-1/);
    assert.equal(demo.store.ticket('T-1')!.status, 'closed');
  });

  it('creates a customer over several rounds, each question pre-filled with what was typed before', async () => {
    const first = asking(await start('agent-1', tool('create_customer')));
    assert.deepEqual(Object.keys(first.questions.customer.params.mode === 'url' ? {} : first.questions.customer.params.requestedSchema.properties), ['name', 'email']);
    // Ada's address is taken: only the server knows that, so it asks again for the email alone.
    const second = asking(await answer('agent-1', first.token, { customer: { action: 'accept', content: { name: 'Ada Byron', email: 'ada@example.com' } } }));
    assert.deepEqual(second.questions.customer.previous, { email: 'ada@example.com' });
    const done = await answer('agent-1', second.token, { customer: { action: 'accept', content: { email: 'ada.byron@example.com' } } });
    assert.ok('result' in done);
    assert.equal(textOf(done.result as never), 'Created customer Ada Byron <ada.byron@example.com>.');
  });

  it('refuses an answer the form could not have sent, naming the field, and the MCP server hears nothing', async () => {
    const first = asking(await start('agent-1', tool('create_customer')));
    const before = requests;
    const error = await failureOf(answer('agent-1', first.token, { customer: { action: 'accept', content: { name: 'A', email: 'ada@example.com' } } }));
    assert.ok(error instanceof InvalidAnswerError);
    assert.deepEqual([error.key, error.field, error.issue?.code], ['customer', 'name', 'minLength']);
    assert.equal(requests, before);
    // The same token still works: the host asks again.
    const done = await answer('agent-1', first.token, { customer: { action: 'decline' } });
    assert.ok('result' in done);
  });

  it('refuses a tampered token, an expired one and another user’s before anything is sent', async () => {
    const first = asking(await start('agent-1', tool('delete_ticket', { id: 'T-2' })));
    const yes = { confirm: { action: 'accept' as const, content: { confirm: true } } };
    const before = requests;
    const flipped = first.token.slice(0, 20) + (first.token[20] === 'x' ? 'y' : 'x') + first.token.slice(21);
    const reasons = [];
    for (const attempt of [() => answer('agent-1', flipped, yes), () => answer('agent-1', first.token, yes, Date.now() + 301_000), () => answer('agent-2', first.token, yes)]) {
      const error = await failureOf(attempt());
      assert.ok(error instanceof PendingTokenError, String(error));
      reasons.push(error.reason);
    }
    assert.deepEqual(reasons, ['tampered', 'expired', 'subject']);
    assert.equal(requests, before, 'the MCP server received nothing');
    assert.ok(demo.store.ticket('T-2'), 'not deleted');
  });

  it('keeps nothing between the two requests: open questions are answered out of order, each from its token alone', async () => {
    const open = [];
    for (let i = 0; i < 20; i++) open.push(asking(await start(`agent-${i}`, tool('delete_ticket', { id: 'T-3' }))));
    // Answered out of order, each by its own user, from its token alone.
    for (const [i, reply] of [...open.entries()].reverse()) {
      const done = await answer(`agent-${i}`, reply.token, { confirm: { action: 'decline' } });
      assert.ok('result' in done);
    }
    assert.ok(demo.store.ticket('T-3'), 'declined: not deleted');
  });
});
