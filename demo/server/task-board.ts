// The server side of the tasks extension (io.modelcontextprotocol/tasks, SEP-2663), written to the
// extension's text on the v2 server SDK: a tool call may start a job that runs in the background
// and answers `tools/call` with a task; `tasks/get` reports it (with its questions while it waits
// for input), `tasks/update` delivers answers (partial ones too), `tasks/cancel` stops it.
// Used by the demo and by the adapter's tests. Tasks live in memory, one board per process.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MissingRequiredClientCapabilityError, ProtocolError, type Server, type ServerContext } from '@modelcontextprotocol/server';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

type Json = { [key: string]: unknown };
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';
const FINAL = new Set<TaskStatus>(['completed', 'failed', 'cancelled']);

/** A job's request for input, as in MRTR: `{ method: 'elicitation/create', params }`. */
export type InputRequest = { method: string; params?: Json };

/** What a job can do while it runs. */
export interface JobContext {
  readonly taskId: string;
  /** Aborted when the task is cancelled. */
  readonly signal: AbortSignal;
  /** Says where the job is (the task's statusMessage). */
  status(message: string): void;
  /** Asks for input and waits until every key is answered; answers may arrive one by one. */
  ask(requests: { [key: string]: InputRequest }): Promise<{ [key: string]: unknown }>;
  /** Waits, or rejects when the task is cancelled. */
  pause(ms: number): Promise<void>;
}

/** Throw from a job to end its task as `failed` with this JSON-RPC error. */
export class JobError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type Job = (job: JobContext) => Promise<Json>;

interface TaskRecord {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs: number | null;
  pollIntervalMs: number;
  /** Questions not yet answered. */
  outstanding: Map<string, InputRequest>;
  /** Polls an answered question stays listed for (see `StartOptions.lingerPolls`). */
  linger: number;
  /** Answered questions still listed for this many more polls (eventual consistency, as the extension allows). */
  lingering: Map<string, { request: InputRequest; polls: number }>;
  /** Resolves the job's current `ask` once every key is in. */
  waiting?: { keys: string[]; answers: Json; resolve: (answers: Json) => void };
  result?: Json;
  error?: { code: number; message: string };
  controller: AbortController;
}

export interface BoardOptions {
  /** The poll interval tasks suggest. @default 500 */
  pollIntervalMs?: number;
  /** How long a finished task is kept. @default 3_600_000 */
  ttlMs?: number | null;
}

export interface StartOptions {
  /** Keep listing an answered question for this many polls after its answer arrived. @default 0 */
  lingerPolls?: number;
  pollIntervalMs?: number;
}

export class TaskBoard {
  readonly tasks = new Map<string, TaskRecord>();
  /** Every tasks/* request received, in order, with when it arrived (ms, `performance.now()`). */
  readonly log: { method: string; params: Json; at: number }[] = [];

  constructor(private readonly options: BoardOptions = {}) {}

  /** Whether the request that reached `ctx` declared the tasks extension. */
  static declared(ctx: ServerContext): boolean {
    const envelope = ctx.mcpReq.envelope as { 'io.modelcontextprotocol/clientCapabilities'?: { extensions?: Json } } | undefined;
    return envelope?.['io.modelcontextprotocol/clientCapabilities']?.extensions?.[TASKS_EXTENSION] !== undefined;
  }

  /** The -32021 error for a client that did not declare the extension, naming what is missing. */
  static required(): MissingRequiredClientCapabilityError {
    return new MissingRequiredClientCapabilityError(
      { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } } as never,
      'This tool runs as a background task: declare the io.modelcontextprotocol/tasks extension.',
    );
  }

  /** Starts `job` in the background and returns the CreateTaskResult to answer `tools/call` with. */
  start(job: Job, options: StartOptions = {}): Json {
    const now = new Date().toISOString();
    const task: TaskRecord = {
      taskId: randomUUID(),
      status: 'working',
      createdAt: now,
      lastUpdatedAt: now,
      ttlMs: this.options.ttlMs === undefined ? 3_600_000 : this.options.ttlMs,
      pollIntervalMs: options.pollIntervalMs ?? this.options.pollIntervalMs ?? 500,
      outstanding: new Map(),
      linger: options.lingerPolls ?? 0,
      lingering: new Map(),
      controller: new AbortController(),
    };
    this.tasks.set(task.taskId, task);
    const context: JobContext = {
      taskId: task.taskId,
      signal: task.controller.signal,
      status: (message) => this.touch(task, { statusMessage: message }),
      ask: (requests) =>
        new Promise((resolve, reject) => {
          for (const [key, request] of Object.entries(requests)) task.outstanding.set(key, request);
          task.waiting = { keys: Object.keys(requests), answers: {}, resolve };
          task.controller.signal.addEventListener('abort', () => reject(task.controller.signal.reason), { once: true });
          this.touch(task, { status: 'input_required' });
        }),
      pause: (ms) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, ms);
          task.controller.signal.addEventListener('abort', () => (clearTimeout(timer), reject(task.controller.signal.reason)), { once: true });
        }),
    };
    // CreateTaskResult carries the task's fields only (no questions, result or error): taken before the job runs.
    const created: Json = { resultType: 'task', ...this.fields(task) };
    void Promise.resolve()
      .then(() => job(context))
      .then(
        // What the tools/call would have returned: a 2026-07-28 result, so with its resultType.
        (result) => this.finish(task, { status: 'completed', result: { resultType: 'complete', ...result } }),
        (error: unknown) => {
          if (task.controller.signal.aborted) return;
          const failure = error instanceof JobError ? { code: error.code, message: error.message } : { code: -32603, message: String((error as Error)?.message ?? error) };
          this.finish(task, { status: 'failed', error: failure });
        },
      );
    return created;
  }

  /** Cancels a task from the server's side (an administrator, say). */
  cancel(taskId: string, statusMessage?: string): void {
    const task = this.tasks.get(taskId);
    if (!task || FINAL.has(task.status)) return;
    this.finish(task, { status: 'cancelled', statusMessage });
    task.controller.abort(new Error('cancelled'));
  }

  /** Registers tasks/get, tasks/update and tasks/cancel on a server built for one request. */
  install(server: Server): void {
    const TaskParams = z.looseObject({ taskId: z.string() });
    const find = (method: string, params: Json & { taskId: string }) => {
      this.log.push({ method, params: structuredClone(params), at: performance.now() });
      const task = this.tasks.get(params.taskId);
      if (!task) throw new ProtocolError(-32602, `There is no task ${params.taskId}: it never existed or has expired.`);
      return task;
    };
    server.setRequestHandler('tasks/get', { params: TaskParams }, async (params) => {
      const task = find('tasks/get', params);
      return { resultType: 'complete', ...this.view(task) } as never;
    });
    server.setRequestHandler('tasks/update', { params: TaskParams }, async (params, ctx) => {
      // The SDK hands `inputResponses` to handlers on the context, as for MRTR retries.
      const inputResponses = (ctx.mcpReq.inputResponses ?? {}) as Json;
      const task = find('tasks/update', { ...params, inputResponses });
      for (const [key, answer] of Object.entries(inputResponses)) this.answer(task, key, answer);
      return {} as never;
    });
    server.setRequestHandler('tasks/cancel', { params: TaskParams }, async (params) => {
      const task = find('tasks/cancel', params);
      this.cancel(task.taskId, 'Cancelled at the client’s request.');
      return {} as never;
    });
  }

  /** One answer arrives: unknown and already-answered keys are ignored, as the extension says. */
  private answer(task: TaskRecord, key: string, answer: unknown): void {
    const request = task.outstanding.get(key);
    if (!request || !task.waiting || FINAL.has(task.status)) return;
    task.outstanding.delete(key);
    if (task.linger > 0) task.lingering.set(key, { request, polls: task.linger });
    task.waiting.answers[key] = answer;
    if (task.waiting.keys.every((k) => k in task.waiting!.answers)) {
      const { resolve, answers } = task.waiting;
      task.waiting = undefined;
      this.touch(task, { status: 'working' });
      resolve(answers);
    } else this.touch(task, {});
  }

  private touch(task: TaskRecord, change: { status?: TaskStatus; statusMessage?: string }): void {
    if (FINAL.has(task.status)) return;
    if (change.status) task.status = change.status;
    if (change.statusMessage !== undefined) task.statusMessage = change.statusMessage;
    task.lastUpdatedAt = new Date().toISOString();
  }

  private finish(task: TaskRecord, change: { status: TaskStatus; result?: Json; error?: TaskRecord['error']; statusMessage?: string }): void {
    if (FINAL.has(task.status)) return;
    this.touch(task, change);
    task.result = change.result;
    task.error = change.error;
    task.outstanding.clear();
    task.lingering.clear();
  }

  /** The task's own fields, as in CreateTaskResult. */
  private fields(task: TaskRecord): Json {
    const fields: Json = {
      taskId: task.taskId,
      status: task.status,
      createdAt: task.createdAt,
      lastUpdatedAt: task.lastUpdatedAt,
      ttlMs: task.ttlMs,
      pollIntervalMs: task.pollIntervalMs,
    };
    if (task.statusMessage !== undefined) fields.statusMessage = task.statusMessage;
    return fields;
  }

  /** The task as tasks/get shows it: its fields, and its questions, result or error. Lingering questions count down one poll. */
  private view(task: TaskRecord): Json {
    const view = this.fields(task);
    if (task.status === 'input_required') {
      const listed: Json = {};
      for (const [key, entry] of task.lingering) {
        listed[key] = entry.request;
        if (--entry.polls <= 0) task.lingering.delete(key);
      }
      for (const [key, request] of task.outstanding) listed[key] = request;
      view.inputRequests = listed;
    } else task.lingering.clear();
    if (task.status === 'completed') view.result = task.result;
    if (task.status === 'failed') view.error = task.error;
    return view;
  }
}
