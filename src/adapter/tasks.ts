import { metaEnvelope } from './envelope.js';
import { checkOptions, createAnswerer, isObject, type Answerer, type Json } from './inputs.js';
import { TaskFollower } from './task-follower.js';
import type { Task } from './task.js';
import type { CallWithInputsOptions, McpResult, Send, TaskOptions, TaskProgress } from './types.js';

// The tasks extension (io.modelcontextprotocol/tasks, SEP-2663) from the client's side: follow a
// task by polling tasks/get, put each input request to the person once, send the answers with
// tasks/update as they are given, and settle with the task's outcome.

export { parseTask, type Task } from './task.js';

/** Checks `options.tasks` and fills in its defaults. */
export function taskSettings(tasks: CallWithInputsOptions['tasks'], fn: string): TaskSettings {
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
export interface TaskSettings {
  onTask: ((task: TaskProgress) => void) | undefined;
  answered: string[];
  keepOnAbort: boolean;
  minPollIntervalMs: number;
  maxPollIntervalMs: number;
}

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
export function followTask(send: Send, first: Task | string, following: Following): Promise<McpResult> {
  const follower = new TaskFollower(send, typeof first === 'string' ? first : first.taskId, following);
  return follower.run(typeof first === 'string' ? undefined : first);
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
 * import type { Send } from 'mcp-elicit/adapter';
 *
 * declare const send: Send; // your transport: one JSON-RPC request in, its result out (a few lines of fetch, or an SDK client: see "callWithInputs and the SDKs")
 * declare const messageElement: HTMLElement; // where the chat shows this call, for the question to appear inline
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
