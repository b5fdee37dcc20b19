// What following a task of the tasks extension needs to know: `options.tasks`, checked, with its
// defaults, and what a call hands on to the follower.
import { isObject, type Answerer, type Json } from './inputs.js';
import type { CallWithInputsOptions, TaskOptions, TaskProgress } from './types.js';

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
