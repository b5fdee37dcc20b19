import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as wait } from 'node:timers/promises';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createApplicationInputHandler, createTaskSessionFromClient, resultFromTaskOutcome, type RawClientDispatch } from '@modelcontextprotocol/ext-tasks/client';
import {
  callWithInputs,
  createElicitationHandler,
  InputProtocolError,
  InputRoundsExceededError,
  MissingCapabilityError,
  resumeTask,
  TASKS_EXTENSION,
  TaskCancelledError,
  TaskConnectionError,
  TaskFailedError,
  type ElicitResult,
  type McpRequest,
  type Send,
  type TaskInfo,
  type TaskProgress,
} from '../../src/adapter/index.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { startTasksServer, type TasksServer } from '../servers/tasks-server.js';
import { accept, failureOf, person, recordingWire, textOf } from './helpers.js';

const tool = (name: string, args: object = {}): McpRequest => ({ method: 'tools/call', params: { name, arguments: args } });
const FAST = { minPollIntervalMs: 5 };
const pdf = accept({ format: 'pdf' });
const ada = accept({ email: 'ada@example.com' });

/** Resolves once `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) assert.fail(`timed out waiting until ${what}`);
    await wait(5);
  }
}

describe('callWithInputs following a background task (tasks extension)', () => {
  let server: TasksServer;
  before(async () => (server = await startTasksServer()));
  after(() => server.close());

  const wire = () => recordingWire(server.url, { check: false });
  const updatesOf = (taskId: string) => server.board.log.filter((e) => e.method === 'tasks/update' && e.params.taskId === taskId).map((e) => e.params.inputResponses);

  it('asks each question once, sends each answer as it is given, and resolves with the task’s result', async () => {
    const { send, sent } = wire();
    const reports: TaskProgress[] = [];
    const polledBeforeFirstReport: number[] = [];
    // The person takes a few polls to answer, and the server keeps listing an answered key for three more polls.
    const { elicit, asked } = person(async () => (await wait(80), pdf), ada);
    const result = await callWithInputs(send, tool('export_report', { month: 'October', lingerPolls: 3 }), {
      elicit,
      tasks: {
        ...FAST,
        onTask: (task) => {
          if (!reports.length) polledBeforeFirstReport.push(sent.filter((m) => m.method === 'tasks/get').length);
          reports.push(task);
        },
      },
    });

    assert.equal(textOf(result), 'Exported October as pdf to ada@example.com');
    const taskId = reports[0].taskId;
    assert.deepEqual(polledBeforeFirstReport, [0], 'the host learns the task id before the first poll');
    assert.deepEqual(
      asked.map((a) => a.ctx.key),
      ['format', 'recipients'],
    );
    assert.deepEqual(
      asked.map((a) => a.ctx.task),
      [
        { taskId, statusMessage: 'Counting rows' },
        { taskId, statusMessage: 'Counting rows' },
      ],
    );
    assert.deepEqual(
      asked.map((a) => [a.ctx.index, a.ctx.total, a.ctx.round]),
      [
        [0, 2, 1],
        [1, 2, 1],
      ],
    );
    assert.deepEqual(updatesOf(taskId), [{ format: pdf }, { recipients: ada }], 'one update per answer, as it was given');
    assert.ok(sent.filter((m) => m.method === 'tasks/get').length > 3, 'the answered key was listed again across polls, and not asked again');
    assert.deepEqual(reports.at(-1), {
      taskId,
      status: 'completed',
      statusMessage: 'Exporting October as pdf',
      answered: ['format', 'recipients'],
      expiresAt: reports.at(-1)!.expiresAt,
    });
    assert.equal(typeof reports[0].expiresAt, 'number');
    const statuses = reports.map((r) => r.status);
    assert.equal(statuses[0], 'working');
    assert.ok(statuses.includes('input_required'));
    assert.equal(statuses.indexOf('completed'), statuses.length - 1, 'completed comes last, once');
    for (const message of sent) {
      const capabilities = (message.params._meta as { [key: string]: { extensions?: object } })['io.modelcontextprotocol/clientCapabilities'];
      assert.deepEqual(capabilities.extensions, { [TASKS_EXTENSION]: {} }, `${message.method} declares the extension`);
    }
  });

  it('asks a question that comes after an answer in a round of its own', async () => {
    const { elicit, asked } = person(pdf, ada);
    const result = await callWithInputs(wire().send, tool('export_in_two_steps'), { elicit, tasks: FAST });
    assert.equal(textOf(result), 'Sent pdf to ada@example.com');
    assert.deepEqual(
      asked.map((a) => `${a.ctx.round}:${a.ctx.key}`),
      ['1:format', '2:recipients'],
    );
    assert.equal(asked[1].ctx.task?.statusMessage, 'Preparing');
  });

  it('sends a decline as the answer to its key, and the task decides what that means', async () => {
    const { elicit } = person({ action: 'decline' }, ada);
    const result = await callWithInputs(wire().send, tool('export_report'), { elicit, tasks: FAST });
    assert.equal(textOf(result), 'Not exported: the questions were not answered (decline, accept).');
  });

  it('answers the rest of a batch cancel without asking, after a cancel', async () => {
    const { elicit, asked } = person({ action: 'cancel' });
    const result = await callWithInputs(wire().send, tool('export_report'), { elicit, tasks: FAST });
    assert.equal(asked.length, 1);
    assert.equal(textOf(result), 'Not exported: the questions were not answered (cancel, cancel).');
  });

  it('pre-fills a later question from what the person typed earlier in the call', async () => {
    const { elicit, asked } = person(pdf, ada);
    await callWithInputs(wire().send, tool('confirm_then_export'), {
      elicit: async (params, ctx) => (ctx.key === 'confirm' ? accept({ go: true }) : elicit(params, ctx)),
      tasks: FAST,
    });
    assert.deepEqual(
      asked.map((a) => a.ctx.key),
      ['format', 'recipients'],
      'MRTR first (confirm), then the task’s questions',
    );
  });

  it('rejects with TaskFailedError carrying the server’s JSON-RPC error', async () => {
    const error = await failureOf(callWithInputs(wire().send, tool('failing_export'), { elicit: person().elicit, tasks: FAST }));
    assert.ok(error instanceof TaskFailedError);
    assert.deepEqual(error.error, { code: -32603, message: 'The warehouse is offline.' });
    assert.equal(error.statusMessage, 'Connecting to the warehouse');
    assert.match(error.message, /failed: The warehouse is offline\. \(JSON-RPC -32603\)/);
  });

  it('rejects with TaskCancelledError when the server cancels the task', async () => {
    const error = await failureOf(callWithInputs(wire().send, tool('stopped_export'), { elicit: person().elicit, tasks: FAST }));
    assert.ok(error instanceof TaskCancelledError);
    assert.equal(error.statusMessage, 'Stopped by an administrator');
  });

  it('on abort closes the open question, sends tasks/cancel, and rejects with the reason', async () => {
    const controller = new AbortController();
    let closed = false;
    let taskId = '';
    const call = callWithInputs(wire().send, tool('export_report'), {
      signal: controller.signal,
      elicit: (_params, ctx) =>
        new Promise<ElicitResult>((resolve) => {
          ctx.signal.addEventListener('abort', () => ((closed = true), resolve({ action: 'cancel' })));
          controller.abort(new Error('The person closed the chat.'));
        }),
      tasks: { ...FAST, onTask: (task) => (taskId = task.taskId) },
    });
    await assert.rejects(call, /closed the chat/);
    assert.equal(closed, true);
    assert.ok(server.board.log.some((e) => e.method === 'tasks/cancel' && e.params.taskId === taskId));
    assert.equal(server.board.tasks.get(taskId)?.status, 'cancelled');
    assert.deepEqual(updatesOf(taskId), [], 'the question closed by the abort is not answered');
  });

  it('with keepOnAbort, stops following without cancelling, and resumeTask finishes it', async () => {
    const controller = new AbortController();
    let stored: TaskProgress | undefined;
    const call = callWithInputs(wire().send, tool('export_report'), {
      signal: controller.signal,
      elicit: async () => (controller.abort(new Error('unmounted')), { action: 'cancel' }),
      tasks: { ...FAST, keepOnAbort: true, onTask: (task) => (stored = task) },
    });
    await assert.rejects(call, /unmounted/);
    assert.equal(server.board.tasks.get(stored!.taskId)?.status, 'input_required');
    const result = await resumeTask(wire().send, stored!.taskId, { elicit: person(pdf, ada).elicit, tasks: FAST });
    assert.equal(textOf(result), 'Exported October as pdf to ada@example.com');
  });

  it('survives a reload: resumeTask asks only what is still outstanding', async () => {
    const storage = new Map<string, string>();
    const keep = (task: TaskProgress) => storage.set('report', JSON.stringify(task));

    // The first page: the person answers the format, then the page goes away mid-question.
    let pageGone = false;
    const firstPage: Send = (request, options) => (pageGone ? Promise.reject(new TypeError('Failed to fetch')) : wire().send(request, options));
    const unload = new AbortController();
    const first = callWithInputs(firstPage, tool('export_report', { lingerPolls: 1000 }), {
      signal: unload.signal,
      elicit: person(pdf, async () => {
        await until(() => JSON.parse(storage.get('report')!).answered.includes('format'), 'the format answer is stored');
        pageGone = true;
        return new Promise<ElicitResult>(() => {}); // the page is gone: nobody answers here
      }).elicit,
      tasks: { ...FAST, onTask: keep },
    }).catch((error: unknown) => error);
    await until(() => pageGone, 'the first page is gone');

    // The reloaded page finds the task id and what was answered, and carries on.
    const stored: TaskProgress = JSON.parse(storage.get('report')!);
    assert.deepEqual(stored.answered, ['format']);
    const { elicit, asked } = person(ada);
    const result = await resumeTask(wire().send, stored.taskId, { elicit, tasks: { ...FAST, answered: stored.answered, onTask: keep } });

    assert.equal(textOf(result), 'Exported October as pdf to ada@example.com');
    assert.deepEqual(
      asked.map((a) => a.ctx.key),
      ['recipients'],
      'the format, still listed by the server, is not asked again',
    );
    assert.equal(JSON.parse(storage.get('report')!).status, 'completed');
    unload.abort(new Error('unloaded'));
    await first;
  });

  it('keeps an answer whose tasks/update failed, and sends it with the next poll', async () => {
    const { send } = wire();
    let failNextUpdate = true;
    const flaky: Send = (request, options) => {
      if (request.method === 'tasks/update' && failNextUpdate) {
        failNextUpdate = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return send(request, options);
    };
    let taskId = '';
    const result = await callWithInputs(flaky, tool('export_report'), { elicit: person(pdf, ada).elicit, tasks: { ...FAST, onTask: (t) => (taskId = t.taskId) } });
    assert.equal(textOf(result), 'Exported October as pdf to ada@example.com');
    assert.equal(failNextUpdate, false);
    const received = updatesOf(taskId).flatMap((update) => Object.entries(update as object));
    assert.deepEqual(
      received,
      [
        ['format', pdf],
        ['recipients', ada],
      ],
      'each answer reached the server exactly once',
    );
  });

  it('gives up after repeated network failures with TaskConnectionError, and resume() carries on', async () => {
    const { send } = wire();
    let down = false;
    const flaky: Send = (request, options) => (down && request.method === 'tasks/get' ? Promise.reject(new TypeError('Failed to fetch')) : send(request, options));
    const error = await failureOf(
      callWithInputs(flaky, tool('slow_export', { ms: 200, pollIntervalMs: 5 }), { elicit: person().elicit, tasks: { ...FAST, onTask: () => void (down = true) } }),
    );
    assert.ok(error instanceof TaskConnectionError);
    assert.match(error.message, /Failed to fetch/);
    assert.deepEqual(error.unsent, {});
    down = false;
    assert.equal(textOf(await error.resume()), 'slow but done');
  });

  it('honours the server’s pollIntervalMs, and never polls faster than the floor', async () => {
    const gaps = async (args: object, tasks: object) => {
      let taskId = '';
      await callWithInputs(wire().send, tool('slow_export', args), { elicit: person().elicit, tasks: { ...tasks, onTask: (t) => (taskId = t.taskId) } });
      const times = server.board.log.filter((e) => e.method === 'tasks/get' && e.params.taskId === taskId).map((e) => e.at);
      return times.slice(1).map((at, i) => at - times[i]);
    };
    const honoured = await gaps({ ms: 1200, pollIntervalMs: 120 }, FAST);
    assert.ok(honoured.length >= 2 && Math.min(...honoured) >= 110, `polled every ${honoured.map(Math.round).join(', ')} ms, asked 120`);
    const floored = await gaps({ ms: 900, pollIntervalMs: 1 }, { minPollIntervalMs: 60 });
    assert.ok(floored.length >= 2 && Math.min(...floored) >= 55, `polled every ${floored.map(Math.round).join(', ')} ms, floor 60`);
  });

  it('backs off from a task that stays as it was: each quiet poll waits longer, up to four times the interval', async () => {
    let taskId = '';
    await callWithInputs(wire().send, tool('slow_export', { ms: 1500, pollIntervalMs: 50 }), { elicit: person().elicit, tasks: { ...FAST, onTask: (t) => (taskId = t.taskId) } });
    const times = server.board.log.filter((e) => e.method === 'tasks/get' && e.params.taskId === taskId).map((e) => e.at);
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    const said = `polled every ${gaps.map(Math.round).join(', ')} ms`;
    // Timers never fire early, so these bounds hold however slow the machine: 50, 75, 112, 169,
    // then 200 ms, that is at most about 11 polls in 1.5 s where an unchanging interval makes 30.
    assert.ok(gaps.length <= 12, said);
    assert.ok(gaps[1] >= 70 && gaps[2] >= 105 && gaps[3] >= 160, said);
    assert.ok(
      gaps.every((gap) => gap >= 45),
      said,
    );
  });

  it('gives up on a task that never stops asking, and cancels it', async () => {
    let taskId = '';
    const error = await failureOf(
      callWithInputs(wire().send, tool('endless_questions'), {
        maxRounds: 2,
        elicit: async () => pdf,
        tasks: { ...FAST, onTask: (t) => (taskId = t.taskId) },
      }),
    );
    assert.ok(error instanceof InputRoundsExceededError);
    assert.equal(error.rounds, 2);
    await until(() => server.board.tasks.get(taskId)?.status === 'cancelled', 'the endless task is cancelled');
  });

  it('without the tasks option the extension is not declared, and the server’s -32021 names it', async () => {
    const error = await failureOf(callWithInputs(wire().send, tool('export_report'), { elicit: person().elicit }));
    assert.ok(error instanceof MissingCapabilityError);
    assert.deepEqual(error.requiredCapabilities, { extensions: { [TASKS_EXTENSION]: {} } });
  });

  it('resumeTask on a task the server does not know rethrows the server’s error', async () => {
    const error = await failureOf(resumeTask(wire().send, 'no-such-task', { elicit: person().elicit, tasks: FAST }));
    assert.equal((error as { code: number }).code, -32602);
  });
});

describe('tasks with servers that break the rules', () => {
  const replies =
    (...results: unknown[]): Send =>
    async () =>
      results.shift();
  const task = (status: string, extra: object = {}) => ({ resultType: 'task', taskId: 't-1', status, createdAt: '2026-11-29T00:00:00Z', ttlMs: null, pollIntervalMs: 1, ...extra });
  const elicit = person().elicit;

  it('refuses a task to a call that did not declare the extension', async () => {
    const error = await failureOf(callWithInputs(replies(task('working')), tool('x'), { elicit }));
    assert.ok(error instanceof InputProtocolError);
    assert.match(error.message, /did not declare the tasks extension/);
  });

  it('refuses a task on a method the extension does not cover', async () => {
    const error = await failureOf(callWithInputs(replies(task('working')), { method: 'prompts/get', params: { name: 'p' } }, { elicit, tasks: true }));
    assert.match((error as Error).message, /covers only tools\/call/);
  });

  it('refuses a status the extension does not define, and news about another task', async () => {
    assert.match(String(await failureOf(callWithInputs(replies(task('paused')), tool('x'), { elicit, tasks: true }))), /status "paused"/);
    const other = { ...task('working', { taskId: 't-2' }), resultType: 'complete' };
    assert.match(String(await failureOf(callWithInputs(replies(task('working'), other), tool('x'), { elicit, tasks: FAST }))), /answered about task t-2/);
  });

  it('refuses a completed task without a result', async () => {
    const error = await failureOf(callWithInputs(replies(task('completed')), tool('x'), { elicit, tasks: true }));
    assert.match((error as Error).message, /completed without a result/);
  });

  it('reports a failed task without an error object as failed all the same', async () => {
    const error = await failureOf(callWithInputs(replies(task('failed')), tool('x'), { elicit, tasks: true }));
    assert.ok(error instanceof TaskFailedError);
    assert.equal(error.error.code, -32603);
  });

  it('says what is wrong with its own task options', async () => {
    await assert.rejects(callWithInputs(replies(), tool('x'), { elicit, tasks: { minPollIntervalMs: 100, maxPollIntervalMs: 10 } }), /minPollIntervalMs/);
    await assert.rejects(callWithInputs(replies(), tool('x'), { elicit, tasks: { answered: 'format' as never } }), /answered must be a list/);
    await assert.rejects(resumeTask(replies(), '', { elicit }), /taskId must be/);
  });
});

describe('the official tasks client (@modelcontextprotocol/ext-tasks) with createElicitationHandler', () => {
  let server: TasksServer;
  before(async () => (server = await startTasksServer()));
  after(() => server.close());

  it('routes a task’s questions through the handler, with the task id, and settles with the result', async () => {
    const client = new Client({ name: 'ext-tasks-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    const send = rawHttpSend(server.url);
    // ext-tasks sends 2026-07-28 task traffic through a host-owned raw path.
    const rawDispatch: RawClientDispatch = async (request, options) => {
      const { method, params } = request as { method: string; params: { [key: string]: unknown } };
      try {
        return { kind: 'result', result: (await send({ method, params }, { signal: options?.signal })) as never };
      } catch (error) {
        const { code, message, data } = error as { code?: number; message: string; data?: unknown };
        if (typeof code !== 'number') throw error;
        return { kind: 'error', error: { code, message, ...(data === undefined ? {} : { data }) } as never };
      }
    };
    const seen: { key: string; task?: TaskInfo; signal?: AbortSignal }[] = [];
    const answers: { [message: string]: ElicitResult } = { 'Which format should the report have?': pdf, 'Who should receive it?': ada };
    const session = createTaskSessionFromClient(client, {
      endpointId: 'tasks-test-server',
      rawDispatch,
      v2RequestFraming: { protocolVersion: '2026-07-28', clientInfo: { name: 'ext-tasks-test', version: '1.0.0' }, clientCapabilities: { elicitation: { form: {}, url: {} } } },
      onInputRequest: createApplicationInputHandler({
        elicitation: createElicitationHandler({
          elicit: async (params, options) => {
            seen.push({ key: params.message, task: options.task, signal: options.signal });
            return answers[params.message];
          },
        }),
        sampling: () => assert.fail('no sampling here'),
        roots: () => assert.fail('no roots here'),
      }),
    });
    try {
      const execution = await session.callTool('export_report', { month: 'December' });
      const { outcome } = await execution.settle();
      const result = resultFromTaskOutcome(outcome) as { content: { text: string }[] };
      assert.equal(result.content[0].text, 'Exported December as pdf to ada@example.com');
      assert.deepEqual(
        seen.map((s) => s.key),
        ['Which format should the report have?', 'Who should receive it?'],
      );
      const taskId = seen[0].task?.taskId;
      assert.ok(taskId && server.board.tasks.has(taskId), 'elicit learns which task asks');
      assert.ok(seen.every((s) => s.signal instanceof AbortSignal));
    } finally {
      await session.close();
      await client.close();
    }
  });
});
