// The tasks extension (io.modelcontextprotocol/tasks, SEP-2663) from the client's side: follow a
// task by polling tasks/get, put each input request to the person once, send the answers with
// tasks/update as they are given, and settle with the task's outcome. The follower keeps what a
// task's runs share; each run polls, asks, answers and settles.
import type { TaskInfo } from '../types.js';
import { setOwn } from '../internal/own.js';
import { sleep } from '../internal/timers.js';
import { InputProtocolError, InputRoundsExceededError, TaskCancelledError, TaskConnectionError, TaskFailedError, excerpt } from './errors.js';
import { isServerError, serverInfoOf, withEnvelope } from './envelope.js';
import { answerAll, checkInputRequests, isObject, type InputRequest, type Json } from './inputs.js';
import type { Following } from './task-settings.js';
import type { InputContext, McpResult, Send, TaskProgress } from './types.js';
import { parseTask, type Task } from './parse-task.js';

/** Transport failures in a row (tasks/get or tasks/update) before the call gives up with TaskConnectionError. */
const FAILURES_BEFORE_GIVING_UP = 3;
/** How long a tasks/cancel sent on abort may take before the call rejects anyway. */
const CANCEL_WAIT_MS = 5_000;

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
 * One task followed to its end. What it keeps across runs (a resumed run after a connection
 * failure starts again from here): which keys were answered, which were asked, which answers are
 * not acknowledged yet, how many rounds were asked, and what the host was last told.
 */
export class TaskFollower {
  /** Keys the server acknowledged an answer for. */
  readonly answered: Set<string>;
  /** Keys put to the person, or answered already: never asked twice. */
  readonly seen: Set<string>;
  /** Answers given but not yet acknowledged, in the order given. */
  readonly unsent = new Map<string, unknown>();
  /** Rounds of questions asked so far. */
  rounds = 0;
  private lastReport = '';

  constructor(
    private readonly send: Send,
    readonly taskId: string,
    private readonly following: Following,
  ) {
    this.answered = new Set(following.settings.answered);
    this.seen = new Set(this.answered);
  }

  private get signal(): AbortSignal | undefined {
    return this.following.options.signal;
  }

  /** One tasks/* request. tasks/cancel goes out without the call's signal: it is sent because that signal aborted. */
  request(method: string, params: Json, { detached = false } = {}): Promise<unknown> {
    return this.send({ method, params: withEnvelope({ taskId: this.taskId, ...params }, this.following.envelope) }, detached ? {} : { signal: this.signal });
  }

  /** Tells the host where the task stands (`onTask`), when that changed. */
  report(task: Task): void {
    const progress: TaskProgress = { taskId: this.taskId, status: task.status, answered: [...this.answered] };
    if (task.statusMessage !== undefined) progress.statusMessage = task.statusMessage;
    if (task.expiresAt !== undefined) progress.expiresAt = task.expiresAt;
    const text = JSON.stringify(progress);
    if (text === this.lastReport) return;
    this.lastReport = text;
    this.following.settings.onTask?.(progress);
  }

  /** The input requests of `task` nobody was asked yet, each noted as asked; fails past maxRounds. */
  fresh(task: Task): [string, InputRequest][] {
    const fresh = checkInputRequests(task.raw.inputRequests, task.raw, this.following.options).filter(([key]) => !this.seen.has(key));
    if (!fresh.length) return fresh;
    if (this.rounds >= this.following.maxRounds) throw new InputRoundsExceededError(this.rounds, task.raw as McpResult);
    this.rounds += 1;
    for (const [key] of fresh) this.seen.add(key);
    return fresh;
  }

  /** Follows the task from `start` (or from its state on the server), until it ends. */
  run(start: Task | undefined): Promise<McpResult> {
    return new TaskRun(this, this.following).follow(start);
  }
}

/** A quiet task is polled at most this many times less often than its interval. */
const BACKOFF_LIMIT = 4;

/**
 * One run of a follower: polls, asks, sends answers, and settles. Its own state: the questions it
 * opened (closed when the run ends), the answers in flight, and what went wrong while asking.
 */
class TaskRun {
  /** Open questions close when the task ends, fails or the call stops. */
  private readonly questions = new AbortController();
  private failure: { error: unknown } | undefined;
  private wake = (): void => {};
  private asking: Promise<void> = Promise.resolve();
  private latest: Task | undefined;
  /** Keys of this run put to the person and not answered yet. */
  private readonly open = new Set<string>();
  /** The tasks/update in flight, so the poll loop and a fresh answer never send the same answers twice at once. */
  private flushing: Promise<void> | undefined;
  private failures = 0;
  /** How many polls in a row found the task as it was (see `pause`), and how it was. */
  private quiet = 0;
  private lastSeen = '';

  constructor(
    private readonly follower: TaskFollower,
    private readonly following: Following,
  ) {}

  private get signal(): AbortSignal | undefined {
    return this.following.options.signal;
  }

  async follow(start: Task | undefined): Promise<McpResult> {
    const { signal } = this;
    const stopQuestions = () => this.questions.abort(signal?.reason);
    signal?.addEventListener('abort', stopQuestions, { once: true });
    this.latest = start;
    try {
      let task = start;
      for (;;) {
        task ??= await this.poll();
        if (!task) continue;
        this.throwIfFailed();
        this.latest = task;
        this.noteChange(task);
        this.follower.report(task);
        const ended = this.ended(task);
        if (ended) return ended;
        if (task.status === 'input_required') {
          const fresh = this.follower.fresh(task);
          if (fresh.length) this.ask(task, fresh);
        }
        await this.pause(task);
        this.throwIfFailed();
        task = undefined;
      }
    } catch (error) {
      throw await this.stopped(error);
    } finally {
      signal?.removeEventListener('abort', stopQuestions);
      this.questions.abort(new DOMException('The task ended.', 'AbortError'));
      for (const key of this.open) this.follower.seen.delete(key);
    }
  }

  /** The task as the server has it now (after sending what is unsent), or undefined to poll again after a transport failure. */
  private async poll(): Promise<Task | undefined> {
    try {
      await this.flush();
      const task = parseTask(await this.follower.request('tasks/get', {}), this.follower.taskId);
      this.failures = 0;
      return task;
    } catch (error) {
      if (this.signal?.aborted || error instanceof InputProtocolError || isServerError(error)) throw error;
      // While someone is answering, the network has time to come back: only give up when nobody is.
      if (++this.failures >= FAILURES_BEFORE_GIVING_UP && !this.open.size) {
        const kept = Object.fromEntries(this.follower.unsent);
        throw new TaskConnectionError(this.follower.taskId, kept, error, () => this.follower.run(undefined));
      }
      await this.pause(this.latest ?? { taskId: this.follower.taskId, status: 'working', raw: {} });
      return undefined;
    }
  }

  /** The call's outcome when `task` has ended (a result, or the error to reject with), else undefined. */
  private ended(task: Task): McpResult | undefined {
    const { taskId: id } = this.follower;
    if (task.status === 'completed') {
      if (!isObject(task.raw.result)) throw new InputProtocolError(`Task ${excerpt(id)} completed without a result object.`, task.raw);
      return task.raw.result as McpResult;
    }
    if (task.status === 'failed') throw new TaskFailedError(id, task.raw.error, task.statusMessage);
    if (task.status === 'cancelled') throw new TaskCancelledError(id, task.statusMessage);
    return undefined;
  }

  /** What the call rejects with after `error`, once it did what stopping asks (tasks/cancel). */
  private async stopped(error: unknown): Promise<unknown> {
    const { signal } = this;
    if (signal?.aborted) {
      // The person or the host stopped the call: stop the task too (unless told to keep it), and say so by the signal's reason.
      if (!this.following.settings.keepOnAbort) {
        const waited = new AbortController();
        await Promise.race([this.follower.request('tasks/cancel', {}, { detached: true }).catch(() => undefined), sleep(CANCEL_WAIT_MS, waited.signal).catch(() => undefined)]);
        waited.abort();
      }
      return signal.reason;
    }
    if (error instanceof InputRoundsExceededError || (error instanceof InputProtocolError && this.latest)) {
      // A server that loops or breaks the extension: stop its task so it does not wait for answers forever.
      void this.follower.request('tasks/cancel', {}, { detached: true }).catch(() => undefined);
    }
    return error;
  }

  /** Rethrows what went wrong while asking (set from the asking chain, so checked as a call). */
  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  private fail(error: unknown): void {
    this.failure ??= { error };
    this.wake();
  }

  private async sendUnsent(): Promise<void> {
    const { unsent, answered } = this.follower;
    const batch = new Map(unsent);
    const inputResponses: Json = {};
    for (const [key, answer] of batch) setOwn(inputResponses, key, answer);
    await this.follower.request('tasks/update', { inputResponses });
    // The task moves on after an answer: poll at its interval again.
    this.quiet = 0;
    for (const key of batch.keys()) {
      unsent.delete(key);
      answered.add(key);
    }
    if (this.latest) this.follower.report(this.latest);
  }

  /** Sends every unacknowledged answer with tasks/update; on a transport failure they stay for the next try. */
  private async flush(): Promise<void> {
    while (this.follower.unsent.size) {
      this.flushing ??= this.sendUnsent().finally(() => (this.flushing = undefined));
      await this.flushing;
    }
  }

  /** Puts `entries` to the person, in turn, each answer sent as it comes. */
  private ask(task: Task, entries: [string, InputRequest][]): void {
    const { taskId: id } = this.follower;
    const info: TaskInfo = task.statusMessage === undefined ? { taskId: id } : { taskId: id, statusMessage: task.statusMessage };
    const round = this.follower.rounds;
    const serverInfo = serverInfoOf(task.raw);
    const context = (key: string, index: number): InputContext => ({
      key,
      round,
      index,
      total: entries.length,
      signal: this.questions.signal,
      task: info,
      ...(serverInfo ? { serverInfo } : {}),
    });
    for (const [key] of entries) this.open.add(key);
    const onAnswer = async (key: string, answer: unknown) => {
      this.open.delete(key);
      this.follower.unsent.set(key, answer);
      try {
        await this.flush();
      } catch (error) {
        if (isServerError(error)) throw error;
        // Kept unsent: the poll loop sends it again.
      }
    };
    this.asking = this.asking
      .then(() => answerAll(this.following.answerer, entries, context, onAnswer, this.questions.signal))
      .catch((error) => {
        if (!this.questions.signal.aborted) this.fail(error);
      });
  }

  /** Counts the polls in a row that found the task unchanged (status, message, last update, questions). */
  private noteChange(task: Task): void {
    const { status, statusMessage, lastUpdatedAt, inputRequests } = task.raw;
    const seen = JSON.stringify([status, statusMessage, lastUpdatedAt, isObject(inputRequests) ? Object.keys(inputRequests) : null]);
    this.quiet = seen === this.lastSeen ? this.quiet + 1 : 0;
    this.lastSeen = seen;
  }

  /**
   * Waits before the next poll: the server's `pollIntervalMs` (one second without one) within
   * `minPollIntervalMs`…`maxPollIntervalMs`. A task found unchanged is polled less often: each such
   * poll waits half as long again, up to four times the interval, so twenty quiet tasks do not
   * hammer the server; any change, or an answer sent, returns to the interval. Wakes early when
   * asking fails, and leaves no timer behind either way.
   */
  private pause(task: Task): Promise<void> {
    const { signal } = this;
    const { minPollIntervalMs, maxPollIntervalMs } = this.following.settings;
    const base = Math.min(Math.max(task.pollIntervalMs ?? 1_000, minPollIntervalMs), maxPollIntervalMs);
    const interval = Math.min(base * Math.min(1.5 ** this.quiet, BACKOFF_LIMIT), Math.max(base, maxPollIntervalMs));
    return sleep(interval, signal, (now) => (this.wake = now)).finally(() => (this.wake = () => {}));
  }
}
