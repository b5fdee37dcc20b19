// The adapter, by property: arbitrary server replies to a tools/call, over arbitrary rounds (valid
// results, input_required with odd keys and shapes, JSON-RPC errors, malformed bodies, servers that
// never stop asking). callWithInputs always settles, with a result or a typed error; never sends a
// requestState other than the last one received, byte for byte; never asks a key twice in a
// round; never goes past maxRounds. With tasks, an abort always ends with tasks/cancel.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  InputProtocolError,
  InputRetryError,
  InputRoundsExceededError,
  MissingCapabilityError,
  MissingInputHandlerError,
  TaskCancelledError,
  TaskConnectionError,
  TaskFailedError,
  callWithInputs,
  type Send,
} from '../../src/adapter/index.js';

/** A fixed seed unless FC_SEED says otherwise; FC_RUNS runs longer. A failure prints both. */
const SEED = Number(process.env.FC_SEED ?? 20261201);
const runs = (n: number) => Number(process.env.FC_RUNS ?? n);
const assertProperty = async <T>(property: fc.IAsyncProperty<T>, numRuns: number) => {
  const details = await fc.check(property, { seed: SEED, numRuns: runs(numRuns) });
  if (details.failed)
    throw new Error(
      `${fc.defaultReportMessage(details)}\n${details.errorInstance instanceof Error ? details.errorInstance.stack : ''}\nReplay: FC_SEED=${SEED} npm run test:properties`,
    );
};

const oddKey = fc.oneof(fc.constantFrom('user_name', '__proto__', 'constructor', '', 'a.b', 'helpdesk:build.<locals>.ask', '😀'), fc.string({ maxLength: 8 }));
const elicitation = fc.oneof(
  fc.constant({ method: 'elicitation/create', params: { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } } }),
  fc.constant({ method: 'elicitation/create', params: { mode: 'url', message: 'Sign in', url: 'https://example.com/signin' } }),
  fc.constant({ method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } }),
  fc.constant({ method: 'roots/list', params: {} }),
  fc.constant({ method: 'ping', params: {} }),
  fc.constant({ method: 'elicitation/create' }),
  fc.constant({ params: {} }),
  fc.constant('not an object'),
);
const inputRequired = fc.record(
  {
    resultType: fc.constant('input_required'),
    inputRequests: fc.oneof(fc.dictionary(oddKey, elicitation, { maxKeys: 3 }), fc.constant(undefined), fc.constant('oops'), fc.constant([])),
    requestState: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(undefined), fc.integer(), fc.constant('v1.\u0000é😀')),
    content: fc.constant(null),
  },
  { requiredKeys: ['resultType'] },
);
const reply = fc.oneof(
  { weight: 4, arbitrary: inputRequired },
  { weight: 1, arbitrary: fc.constant({ resultType: 'complete', content: [{ type: 'text', text: 'done' }] }) },
  { weight: 1, arbitrary: fc.constant({ content: [] }) },
  { weight: 1, arbitrary: fc.constantFrom({ resultType: 'task' }, { resultType: 'weird' }, null, 'text', 42, []) },
  { weight: 1, arbitrary: fc.record({ error: fc.record({ code: fc.constantFrom(-32602, -32021, -32042, -32603, 1), message: fc.string() }) }) },
  { weight: 1, arbitrary: fc.constant({ transportFailure: true }) },
);
const answer = fc.oneof(
  fc.constant({ action: 'accept', content: { name: 'Ada' } }),
  fc.constant({ action: 'accept' }),
  fc.constant({ action: 'decline' }),
  fc.constant({ action: 'cancel' }),
);

const TYPED = [InputProtocolError, InputRetryError, InputRoundsExceededError, MissingCapabilityError, MissingInputHandlerError, TypeError];
const isTyped = (error: unknown) => TYPED.some((type) => error instanceof type) || (typeof (error as { code?: unknown })?.code === 'number' && error instanceof Error);

describe('callWithInputs, by property', () => {
  it('settles with a result or a typed error, echoes the last state byte for byte, asks no key twice in a round, stops at maxRounds', async () => {
    await assertProperty(
      fc.asyncProperty(fc.array(reply, { minLength: 1, maxLength: 14 }), fc.integer({ min: 0, max: 5 }), fc.infiniteStream(answer), async (replies, maxRounds, answers) => {
        const sent: { params: Record<string, unknown> }[] = [];
        const received: unknown[] = [];
        const asked: { round: number; key: string }[] = [];
        const thrown: unknown[] = [];
        const send: Send = async (request) => {
          sent.push(request);
          // The server's replies in turn; then it keeps saying the last one (a loop, when that asks).
          const next = replies[Math.min(sent.length - 1, replies.length - 1)] as Record<string, unknown> | null;
          if (next && typeof next === 'object' && 'transportFailure' in next) {
            thrown.push(new Error('connection reset'));
            throw thrown.at(-1);
          }
          if (next && typeof next === 'object' && 'error' in next) throw Object.assign(new Error('server error'), next.error);
          received.push(next);
          return structuredClone(next);
        };
        const iterator = answers[Symbol.iterator]();
        const settled = await Promise.race([
          callWithInputs(
            send,
            { method: 'tools/call', params: { name: 't', arguments: {} } },
            {
              maxRounds,
              stateOnlyDelayMs: 0,
              elicit: async (_params, ctx) => {
                asked.push({ round: ctx.round, key: ctx.key });
                return iterator.next().value as never;
              },
              sample: async () => ({ role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'm' }),
              listRoots: async () => ({ roots: [] }),
            },
          ).then(
            (result) => ({ result }),
            (error) => ({ error }),
          ),
          new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 2000).unref()),
        ]);
        assert.notEqual(settled, 'hung', 'the call settles');
        // The host's own send failing on the first request is the host's own error, passed on as it was.
        if (settled !== 'hung' && 'error' in settled) assert.ok(isTyped(settled.error) || thrown.includes(settled.error), `a typed error, not ${String(settled.error)}`);
        // Each retry carries exactly the requestState the reply before it gave, or none.
        for (let i = 1; i < sent.length; i++) {
          const before = received[i - 1] as Record<string, unknown> | undefined;
          if (!before || typeof before !== 'object' || before.resultType !== 'input_required') continue;
          const state = before.requestState;
          if (typeof state === 'string') assert.equal(sent[i].params.requestState, state);
          else assert.equal('requestState' in sent[i].params, false);
        }
        const perRound = new Map<number, string[]>();
        for (const { round, key } of asked) perRound.set(round, [...(perRound.get(round) ?? []), key]);
        for (const [round, keys] of perRound) assert.equal(new Set(keys).size, keys.length, `round ${round} asked a key twice`);
        assert.ok(Math.max(0, ...asked.map((a) => a.round)) <= maxRounds, 'no round past maxRounds');
        assert.ok(sent.length <= maxRounds + 1, `at most maxRounds + 1 requests (sent ${sent.length})`);
      }),
      400,
    );
  });

  it('with tasks, an abort always ends with tasks/cancel (unless keepOnAbort), and settles with the abort’s reason', async () => {
    const status = fc.constantFrom('working', 'input_required');
    await assertProperty(
      fc.asyncProperty(fc.array(status, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 4 }), fc.boolean(), async (statuses, abortAfterPolls, keepOnAbort) => {
        const methods: string[] = [];
        let polls = 0;
        const controller = new AbortController();
        const task = (state: string) => ({
          taskId: 'task-1',
          status: state,
          createdAt: new Date().toISOString(),
          lastUpdatedAt: new Date().toISOString(),
          ttlMs: null,
          pollIntervalMs: 1,
          ...(state === 'input_required'
            ? { inputRequests: { [`q${polls}`]: { method: 'elicitation/create', params: { message: 'm', requestedSchema: { type: 'object', properties: {} } } } } }
            : {}),
        });
        const send: Send = async (request) => {
          methods.push(request.method);
          if (request.method === 'tools/call') return { resultType: 'task', ...task('working') };
          if (request.method === 'tasks/get') {
            if (++polls > abortAfterPolls) controller.abort(new Error('the person left'));
            return { resultType: 'complete', ...task(statuses[Math.min(polls - 1, statuses.length - 1)]) };
          }
          return { resultType: 'complete' };
        };
        const outcome = await callWithInputs(
          send,
          { method: 'tools/call', params: { name: 't', arguments: {} } },
          {
            signal: controller.signal,
            tasks: { keepOnAbort, minPollIntervalMs: 0 },
            elicit: (_params, ctx) => new Promise((resolve) => ctx.signal.addEventListener('abort', () => resolve({ action: 'cancel' }), { once: true })),
          },
        ).then(
          () => 'completed',
          (error) => error,
        );
        if (!controller.signal.aborted) return; // the task never got as far as the abort
        assert.equal(outcome instanceof Error && outcome.message, 'the person left');
        assert.equal(methods.includes('tasks/cancel'), !keepOnAbort, `tasks/cancel ${keepOnAbort ? 'not ' : ''}sent: ${methods.join(', ')}`);
        assert.ok(!(outcome instanceof TaskFailedError || outcome instanceof TaskCancelledError || outcome instanceof TaskConnectionError));
      }),
      150,
    );
  });
});
