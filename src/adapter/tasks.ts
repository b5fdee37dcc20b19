import type { TaskInfo } from '../types.js';
import { setOwn } from '../internal/own.js';
import { InputProtocolError, InputRoundsExceededError, TaskCancelledError, TaskConnectionError, TaskFailedError } from './errors.js';
import { isServerError, metaEnvelope, serverInfoOf, withEnvelope } from './envelope.js';
import { answerAll, checkInputRequests, checkOptions, createAnswerer, isObject, sleep, type Answerer, type InputRequest, type Json } from './inputs.js';
import type { CallWithInputsOptions, InputContext, McpResult, Send, TaskOptions, TaskProgress, TaskStatus } from './types.js';

// The tasks extension (io.modelcontextprotocol/tasks, SEP-2663) from the client's side: follow a
// task by polling tasks/get, put each input request to the person once, send the answers with
// tasks/update as they are given, and settle with the task's outcome.

const STATUSES = new Set<TaskStatus>(['working', 'input_required', 'completed', 'failed', 'cancelled']);

/** Transport failures in a row (tasks/get or tasks/update) before the call gives up with TaskConnectionError. */
const FAILURES_BEFORE_GIVING_UP = 3;
/** How long a tasks/cancel sent on abort may take before the call rejects anyway. */
const CANCEL_WAIT_MS = 5_000;

/** A task as the server reported it, checked. */
export interface Task {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  pollIntervalMs?: number;
  expiresAt?: number;
  raw: Json;
}

/** Reads a CreateTaskResult or a tasks/get result; anything else is the server breaking the extension. */
export function parseTask(value: unknown, expectedId?: string): Task {
  if (!isObject(value)) throw new InputProtocolError('The server answered with a task that is not an object.', value);
  const { taskId, status, statusMessage, pollIntervalMs, createdAt, ttlMs } = value;
  if (typeof taskId !== 'string' || !taskId) throw new InputProtocolError('The server answered with a task without a taskId.', value);
  if (expectedId !== undefined && taskId !== expectedId) {
    throw new InputProtocolError(`Asked about task ${expectedId}, the server answered about task ${taskId}.`, value);
  }
  if (typeof status !== 'string' || !STATUSES.has(status as TaskStatus)) {
    throw new InputProtocolError(`Task ${taskId} has status ${JSON.stringify(status)}, which the tasks extension does not define.`, value);
  }
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  return {
    taskId,
    status: status as TaskStatus,
    statusMessage: typeof statusMessage === 'string' ? statusMessage : undefined,
    pollIntervalMs: typeof pollIntervalMs === 'number' && Number.isFinite(pollIntervalMs) ? pollIntervalMs : undefined,
    expiresAt: typeof ttlMs === 'number' && Number.isFinite(created) ? created + ttlMs : undefined,
    raw: value,
  };
}

/** Checks `options.tasks` and fills in its defaults. */
export function taskSettings(tasks: CallWithInputsOptions['tasks'], fn: string) {
  const given: unknown = tasks === true || tasks === undefined || tasks === false ? {} : tasks;
  if (!isObject(given)) throw new TypeError(`${fn}: options.tasks must be true or an object.`);
  const { onTask, answered = [], keepOnAbort = false, minPollIntervalMs = 200, maxPollIntervalMs = 30_000 } = given as TaskOptions;
  if (onTask !== undefined && typeof onTask !== 'function') throw new TypeError(`${fn}: options.tasks.onTask must be a function.`);
  if (!Array.isArray(answered) || answered.some((key) => typeof key !== 'string')) {
    throw new TypeError(`${fn}: options.tasks.answered must be a list of input keys (strings).`);
  }
  if (!(typeof minPollIntervalMs === 'number' && minPollIntervalMs >= 0 && typeof maxPollIntervalMs === 'number' && maxPollIntervalMs >= minPollIntervalMs && Number.isFinite(maxPollIntervalMs))) {
    throw new TypeError(`${fn}: options.tasks needs 0 ≤ minPollIntervalMs ≤ maxPollIntervalMs, both finite numbers.`);
  }
  return { onTask, answered, keepOnAbort: !!keepOnAbort, minPollIntervalMs, maxPollIntervalMs };
}

/** `options.tasks`, checked, with its defaults. */
export type TaskSettings = ReturnType<typeof taskSettings>;

export interface Following {
  options: CallWithInputsOptions;
  settings: TaskSettings;
  answerer: Answerer;
  envelope: Json | undefined;
  maxRounds: number;
}

/**
 * Follows task `first` (or, without it, the task `taskId` as the server has it now) to its end.
 * Resolves with the task's result; rejects with TaskFailedError, TaskCancelledError,
 * TaskConnectionError (resumable), InputProtocolError, InputRoundsExceededError, or the signal's
 * reason after sending tasks/cancel.
 */
export function followTask(send: Send, first: Task | string, { options, settings, answerer, envelope, maxRounds }: Following): Promise<McpResult> {
  const { signal } = options;
  const taskId = typeof first === 'string' ? first : first.taskId;
  /** Keys the server acknowledged an answer for. */
  const answered = new Set(settings.answered);
  /** Keys put to the person, or answered already: never asked twice. */
  const seen = new Set(answered);
  /** Answers given but not yet acknowledged, in the order given. */
  const unsent = new Map<string, unknown>();
  let rounds = 0;
  let lastReport = '';

  /** One tasks/* request. tasks/cancel goes out without the call's signal: it is sent because that signal aborted. */
  const request = (method: string, params: Json, { detached = false } = {}) =>
    send({ method, params: withEnvelope({ taskId, ...params }, envelope) }, detached ? {} : { signal });

  const report = (task: Task): void => {
    const progress: TaskProgress = { taskId, status: task.status, answered: [...answered] };
    if (task.statusMessage !== undefined) progress.statusMessage = task.statusMessage;
    if (task.expiresAt !== undefined) progress.expiresAt = task.expiresAt;
    const text = JSON.stringify(progress);
    if (text === lastReport) return;
    lastReport = text;
    settings.onTask?.(progress);
  };

  const run = async (start: Task | undefined): Promise<McpResult> => {
    // Open questions close when the task ends, fails or the call stops; a run's own controller.
    const questions = new AbortController();
    const stopQuestions = () => questions.abort(signal?.reason);
    signal?.addEventListener('abort', stopQuestions, { once: true });
    let failure: { error: unknown } | undefined;
    let wake = (): void => {};
    const fail = (error: unknown) => {
      failure ??= { error };
      wake();
    };
    /** Rethrows what went wrong while asking (set from the asking chain, so checked as a call). */
    const throwIfFailed = () => {
      if (failure) throw failure.error;
    };
    let asking: Promise<void> = Promise.resolve();
    let latest: Task | undefined = start;

    /** Keys of this run put to the person and not answered yet: asked again by a resumed run. */
    const open = new Set<string>();
    /** The tasks/update in flight, so the poll loop and a fresh answer never send the same answers twice at once. */
    let flushing: Promise<void> | undefined;
    const sendUnsent = async (): Promise<void> => {
      const batch = new Map(unsent);
      const inputResponses: Json = {};
      for (const [key, answer] of batch) setOwn(inputResponses, key, answer);
      await request('tasks/update', { inputResponses });
      for (const key of batch.keys()) {
        unsent.delete(key);
        answered.add(key);
      }
      if (latest) report(latest);
    };
    /** Sends every unacknowledged answer with tasks/update; on a transport failure they stay for the next try. */
    const flush = async (): Promise<void> => {
      while (unsent.size) {
        flushing ??= sendUnsent().finally(() => (flushing = undefined));
        await flushing;
      }
    };

    const ask = (task: Task, entries: [string, InputRequest][]): void => {
      const info: TaskInfo = task.statusMessage === undefined ? { taskId } : { taskId, statusMessage: task.statusMessage };
      const round = rounds;
      const serverInfo = serverInfoOf(task.raw);
      const context = (key: string, index: number): InputContext => ({
        key, round, index, total: entries.length, signal: questions.signal, task: info, ...(serverInfo ? { serverInfo } : {}),
      });
      for (const [key] of entries) open.add(key);
      const onAnswer = async (key: string, answer: unknown) => {
        open.delete(key);
        unsent.set(key, answer);
        try {
          await flush();
        } catch (error) {
          if (isServerError(error)) throw error;
          // Kept in `unsent`: the poll loop sends it again.
        }
      };
      asking = asking
        .then(() => answerAll(answerer, entries, context, onAnswer, questions.signal))
        .catch((error) => {
          if (!questions.signal.aborted) fail(error);
        });
    };

    /** Waits before the next poll; wakes early when asking fails, and leaves no timer behind either way. */
    const pause = (task: Task): Promise<void> =>
      new Promise<void>((resolve, reject) => {
        const interval = Math.min(Math.max(task.pollIntervalMs ?? 1_000, settings.minPollIntervalMs), settings.maxPollIntervalMs);
        const timer = setTimeout(done, interval);
        function clear(): void {
          clearTimeout(timer);
          signal?.removeEventListener('abort', aborted);
          wake = () => {};
        }
        function done(): void {
          clear();
          resolve();
        }
        function aborted(): void {
          clear();
          reject(signal!.reason);
        }
        if (signal?.aborted) return aborted();
        signal?.addEventListener('abort', aborted, { once: true });
        wake = done;
      });

    let failures = 0;
    try {
      let task = start;
      for (;;) {
        if (!task) {
          try {
            await flush();
            task = parseTask(await request('tasks/get', {}), taskId);
            failures = 0;
          } catch (error) {
            if (signal?.aborted || error instanceof InputProtocolError || isServerError(error)) throw error;
            // While someone is answering, the network has time to come back: only give up when nobody is.
            if (++failures >= FAILURES_BEFORE_GIVING_UP && !open.size) {
              const kept = Object.fromEntries(unsent);
              throw new TaskConnectionError(taskId, kept, error, () => run(undefined));
            }
            await pause(latest ?? { taskId, status: 'working', raw: {} });
            continue;
          }
        }
        throwIfFailed();
        latest = task;
        report(task);
        if (task.status === 'completed') {
          if (!isObject(task.raw.result)) throw new InputProtocolError(`Task ${taskId} completed without a result object.`, task.raw);
          return task.raw.result as McpResult;
        }
        if (task.status === 'failed') throw new TaskFailedError(taskId, task.raw.error, task.statusMessage);
        if (task.status === 'cancelled') throw new TaskCancelledError(taskId, task.statusMessage);
        if (task.status === 'input_required') {
          const fresh = checkInputRequests(task.raw.inputRequests, task.raw, options).filter(([key]) => !seen.has(key));
          if (fresh.length) {
            if (rounds >= maxRounds) throw new InputRoundsExceededError(rounds, task.raw as McpResult);
            rounds += 1;
            for (const [key] of fresh) seen.add(key);
            ask(task, fresh);
          }
        }
        await pause(task);
        throwIfFailed();
        task = undefined;
      }
    } catch (error) {
      if (signal?.aborted) {
        // The person or the host stopped the call: stop the task too (unless told to keep it), and say so by the signal's reason.
        if (!settings.keepOnAbort) {
          const waited = new AbortController();
          await Promise.race([request('tasks/cancel', {}, { detached: true }).catch(() => undefined), sleep(CANCEL_WAIT_MS, waited.signal).catch(() => undefined)]);
          waited.abort();
        }
        throw signal.reason;
      }
      if (error instanceof InputRoundsExceededError || (error instanceof InputProtocolError && latest)) {
        // A server that loops or breaks the extension: stop its task so it does not wait for answers forever.
        void request('tasks/cancel', {}, { detached: true }).catch(() => undefined);
      }
      throw error;
    } finally {
      signal?.removeEventListener('abort', stopQuestions);
      questions.abort(new DOMException('The task ended.', 'AbortError'));
      for (const key of open) seen.delete(key);
    }
  };

  return run(typeof first === 'string' ? undefined : first);
}

/**
 * Continues following a task whose id the host kept (from `options.tasks.onTask`), e.g. after a
 * page reload or a crash: polls it, asks only what is still outstanding (pass the keys already
 * answered as `options.tasks.answered`), and settles with its outcome like `callWithInputs`.
 *
 * @example
 * ```ts source="examples/adapter.examples.ts#resumeTask"
 * import { elicit } from 'mcp-elicit';
 * import { resumeTask } from 'mcp-elicit/adapter';
 *
 * const stored = JSON.parse(sessionStorage.getItem('report-task') ?? 'null');
 * if (stored) {
 *   const result = await resumeTask(send, stored.taskId, {
 *     elicit: (params, ctx) => elicit(params, { container: messageElement, task: ctx.task, persist: { key: `${stored.taskId}:${ctx.key}` } }),
 *     tasks: { answered: stored.answered, onTask: (task) => sessionStorage.setItem('report-task', JSON.stringify(task)) },
 *   });
 * }
 * ```
 */
export function resumeTask(send: Send, taskId: string, options: CallWithInputsOptions): Promise<McpResult> {
  if (typeof taskId !== 'string' || !taskId) return Promise.reject(new TypeError('resumeTask: taskId must be the id the server gave the task (a non-empty string).'));
  try {
    const maxRounds = checkOptions('resumeTask', send, options);
    // Resuming a task declares the extension, whether or not the caller passed `tasks`.
    const following = { ...options, tasks: options.tasks || true };
    const settings = taskSettings(following.tasks, 'resumeTask');
    const envelope = following.envelope === false ? undefined : metaEnvelope(following);
    return followTask(send, taskId, { options: following, settings, answerer: createAnswerer(following), envelope, maxRounds });
  } catch (error) {
    return Promise.reject(error);
  }
}
