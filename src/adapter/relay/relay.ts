/**
 * The relay: questions that an MCP client on a server must wait on (a 2025-11-25 server's
 * `elicitation/create` arrives on the worker that holds its session), carried to the person's
 * browser wherever it is connected, and the answer carried back to the worker that asked.
 *
 * Each worker runs one relay on a shared bus. A relay plays two parts, in two small classes:
 * - the asker (`Asker`) keeps the questions this worker's MCP sessions wait on: their deadlines,
 *   the grace for a browser that went away, the check of each answer, and its heartbeat;
 * - the holder (`Holder`) keeps the browser streams connected to this worker: which questions they
 *   show, and which ended without a word (the worker that asked them stopped).
 */
import type { ElicitRequestParams, ElicitResult, TaskInfo } from '../../types.js';
import type { ValidatorProvider } from '../../validation/contract.js';
import type { ElicitFunction } from '../handler.js';
import { checkAnswer } from '../check-lazily.js';
import { createMemoryBus, type RelayBus, type Unsubscribe } from './bus.js';
import { topics, type EndEvent, type EndReason, type QuestionEvent, type RelayMessage, type Verdict } from './messages.js';

export interface RelayOptions {
  /** Carries questions and answers between workers. Default: an in-memory bus (one process). */
  bus?: RelayBus;
  /** How long a question waits for its answer before it resolves as cancel. @default 600000 (10 minutes) */
  timeoutMs?: number;
  /**
   * How long a question waits while no browser of its subject is connected (after a reload, say)
   * before it resolves as cancel. Counted from when the last browser went, or from the question if
   * none was there. @default 30000
   */
  graceMs?: number;
  /** How often workers tell each other what is open and who is connected. @default 5000 */
  heartbeatMs?: number;
  /** How long an answer waits for the worker that asked to take it, before "the server's session ended". @default 5000 */
  answerTimeoutMs?: number;
  /** Checks accepted content; the form's default (CSP-safe) validator when not given. */
  validator?: ValidatorProvider;
  /** Told of a failure of the bus (a publish or subscribe that failed); the relay carries on. @default console.error */
  onError?: (error: unknown) => void;
}

/** What `ask` takes besides the question. */
export interface AskOptions {
  /** The MCP request's signal: when the server cancels, the browser's form closes. */
  signal?: AbortSignal;
  /** This question's deadline, instead of the relay's `timeoutMs`. */
  timeoutMs?: number;
  /** URL mode: the URL was opened before and the server asks again. */
  repeated?: boolean;
  /** The background task that asks. */
  task?: TaskInfo;
}

/** What a browser stream says when it connects. */
export interface WatchOptions {
  /**
   * Ids of questions the page still shows from before (its stream dropped): those that ended
   * meanwhile are told as ended, even if the end was missed.
   */
  showing?: readonly string[];
}

/** The shape of a question id: the asking worker's 12 characters, a dot, a UUID. */
const QUESTION_ID = /^[0-9a-f-]{12}\.[0-9a-f-]{36}$/;

/** What a browser stream is told. */
export type StreamEvent = { type: 'question'; question: QuestionEvent } | { type: 'end'; end: EndEvent } | { type: 'close' };

export interface Relay {
  /** This worker's id on the bus (the first part of each question id it makes). */
  readonly worker: string;
  /** Questions this worker waits on. */
  readonly openQuestions: number;
  /**
   * An `elicit` function for `createElicitationHandler`, that asks `subject`'s browsers: the host's
   * id for the signed-in person (the same subject the answers will be taken from).
   */
  elicitFor(subject: string, options?: { timeoutMs?: number }): ElicitFunction;
  /**
   * Asks `subject`'s browsers and resolves with the checked answer. Every other end (deadline,
   * withdrawal, no browser for the grace period, a closed relay) resolves as cancel; it rejects only
   * when `subject` is not a subject.
   */
  ask(subject: string, params: ElicitRequestParams, options?: AskOptions): Promise<ElicitResult>;
  /**
   * A browser stream of `subject` on this worker: `listener` hears the open questions at once (from
   * every worker), then each new question and each end. Resolves with the function that stops it.
   */
  watch(subject: string, listener: (event: StreamEvent) => void, options?: WatchOptions): Promise<() => Promise<void>>;
  /** An answer from a browser of `subject` (untrusted), carried to the worker that asked and checked there. */
  answer(subject: string, id: string, result: unknown): Promise<Verdict>;
  /** Ends this worker's questions as cancel ("the server's session ended"), closes its streams, lets the bus go. */
  close(): Promise<void>;
}

const DEFAULTS = { timeoutMs: 600_000, graceMs: 30_000, heartbeatMs: 5_000, answerTimeoutMs: 5_000 };
/** Heartbeats a holder may miss from a worker before it takes that worker's questions for ended. */
const MISSED_HEARTBEATS = 3;
/** Ends remembered, so a late answer hears "already answered" rather than "unknown". */
const REMEMBERED_ENDS = 1000;

const randomId = (): string => globalThis.crypto.randomUUID();

/**
 * Makes a relay for this worker. One per process; every worker of a host on the same bus.
 *
 * @example
 * ```ts source="examples/relay.examples.ts#relay"
 * import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
 * import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
 * import { createElicitationHandler, toNodeListener } from 'mcp-elicit/adapter';
 * import { createRelay } from 'mcp-elicit/adapter';
 * import { createRelayHandler } from 'mcp-elicit/adapter';
 *
 * declare function userOf(request: Request): string | undefined; // your session: who is signed in
 *
 * declare function app(request: IncomingMessage, response: ServerResponse): void; // the rest of your host
 *
 * // One relay per process. Alone, it needs no other service (an in-memory bus).
 * const relay = createRelay({ timeoutMs: 10 * 60_000, graceMs: 30_000 });
 *
 * // Each signed-in person's MCP client asks through the relay: the question goes to their browser.
 * async function connectFor(user: string) {
 *   const client = new Client({ name: 'my-host', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
 *   client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: relay.elicitFor(user) }));
 *   await client.connect(new StreamableHTTPClientTransport(new URL('https://mcp.example.com/mcp')));
 *   return client;
 * }
 *
 * // The browser's side: an event stream of questions (GET) and answers (POST), on one path. The
 * // subject is your own sign-in: answers are taken only from the person who was asked.
 * const relayRoute = toNodeListener(createRelayHandler(relay, { subject: (request) => userOf(request) }));
 * createServer((request, response) => (request.url?.startsWith('/mcp-elicit/relay') ? relayRoute(request, response) : app(request, response))).listen(3000);
 * ```
 */
export function createRelay(options: RelayOptions = {}): Relay {
  return new QuestionRelay(options);
}

function checkSubject(subject: unknown): asserts subject is string {
  if (typeof subject !== 'string' || subject.length === 0 || subject.length > 512) {
    throw new TypeError(`relay: the subject must be the host's id for the person, a string of 1 to 512 characters, not ${JSON.stringify(subject)}.`);
  }
}

/** Keeps a bus subscription per topic while something needs it. */
class Subscriptions {
  private readonly held = new Map<string, Promise<Unsubscribe>>();
  constructor(
    private readonly bus: RelayBus,
    private readonly onMessage: (message: RelayMessage) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  ensure(topic: string): Promise<unknown> {
    let held = this.held.get(topic);
    if (!held) {
      held = this.bus.subscribe(topic, this.onMessage);
      held.catch((error) => {
        this.held.delete(topic);
        this.onError(error);
      });
      this.held.set(topic, held);
    }
    return held;
  }

  async drop(topic: string): Promise<void> {
    const held = this.held.get(topic);
    this.held.delete(topic);
    if (held) await (await held)().catch(this.onError);
  }

  async dropAll(): Promise<void> {
    await Promise.all([...this.held.keys()].map((topic) => this.drop(topic)));
  }
}

interface Asked {
  question: QuestionEvent;
  subject: string;
  askedAt: number;
  timer: ReturnType<typeof setTimeout>;
  resolve: (result: ElicitResult) => void;
  detach: () => void;
}

/** The questions this worker's sessions wait on. */
class Asker {
  private readonly asked = new Map<string, Asked>();
  private readonly bySubject = new Map<string, Set<string>>();
  /** When a browser of each subject was last reported connected. */
  private readonly present = new Map<string, number>();
  /** Recently ended questions: id → subject and why. */
  private readonly ended = new Map<string, { subject: string; reason: EndReason }>();

  constructor(
    private readonly relay: QuestionRelay,
    private readonly subscriptions: Subscriptions,
  ) {}

  get size(): number {
    return this.asked.size;
  }

  async ask(subject: string, params: ElicitRequestParams, options: AskOptions): Promise<ElicitResult> {
    checkSubject(subject);
    const { signal } = options;
    if (signal?.aborted) return { action: 'cancel' };
    const timeoutMs = options.timeoutMs ?? this.relay.options.timeoutMs;
    const id = `${this.relay.worker}.${randomId()}`;
    const askedAt = Date.now();
    const question: QuestionEvent = {
      id,
      params,
      deadline: askedAt + timeoutMs,
      ...(options.repeated ? { repeated: true } : {}),
      ...(options.task ? { task: options.task } : {}),
    };
    // Subscribed before the question goes out, so no answer, sync or presence is missed.
    await this.subscriptions.ensure(topics.ask(subject)).catch(() => undefined);
    return new Promise<ElicitResult>((resolve) => {
      const onAbort = () => this.end(id, 'cancelled');
      signal?.addEventListener('abort', onAbort, { once: true });
      const asked: Asked = {
        question,
        subject,
        askedAt,
        resolve,
        timer: setTimeout(() => this.end(id, 'timeout'), timeoutMs),
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      this.asked.set(id, asked);
      let ids = this.bySubject.get(subject);
      if (!ids) this.bySubject.set(subject, (ids = new Set()));
      ids.add(id);
      this.relay.publish(topics.show(subject), { type: 'question', subject, ...question });
    });
  }

  /** Ends a question: resolves its waiter (cancel, unless answered) and tells the browsers. */
  end(id: string, reason: EndReason, result: ElicitResult = { action: 'cancel' }): void {
    const asked = this.asked.get(id);
    if (!asked) return;
    const { subject } = asked;
    this.asked.delete(id);
    clearTimeout(asked.timer);
    asked.detach();
    this.ended.set(id, { subject, reason });
    if (this.ended.size > REMEMBERED_ENDS) this.ended.delete(this.ended.keys().next().value!);
    const ids = this.bySubject.get(subject)!;
    ids.delete(id);
    this.relay.publish(topics.show(subject), { type: 'end', subject, id, reason });
    if (!ids.size) {
      this.bySubject.delete(subject);
      this.present.delete(subject);
      // The holders hear that nothing of this worker is open for the subject any more.
      this.relay.publish(topics.show(subject), { type: 'open', subject, asker: this.relay.worker, ids: [] });
      void this.subscriptions.drop(topics.ask(subject));
    }
    asked.resolve(result);
  }

  /** An answer for one of this worker's questions: taken only from the subject asked, and only if it fits the question. */
  async receive(subject: string, id: string, result: unknown, before = Infinity): Promise<Verdict> {
    const asked = this.asked.get(id);
    if (!asked || asked.subject !== subject) {
      const ended = this.ended.get(id);
      return ended && ended.subject === subject ? { status: 'ended', reason: ended.reason } : { status: 'unknown' };
    }
    let checked: ElicitResult;
    try {
      checked = await checkAnswer(asked.question.params, result, { validator: this.relay.options.validator });
    } catch (error) {
      return { status: 'invalid', error: error instanceof Error ? error.message : String(error) };
    }
    // Another answer may have won while this one was checked: the first one wins.
    if (!this.asked.has(id)) return { status: 'ended', reason: this.ended.get(id)?.reason ?? 'answered' };
    // Checked too late: the browser has been told that the session ended, so it must not count.
    if (Date.now() > before) return { status: 'gone' };
    this.end(id, 'answered', checked);
    return { status: 'ok' };
  }

  onMessage(message: RelayMessage): void {
    if (message.type === 'present') {
      if (this.bySubject.has(message.subject)) this.present.set(message.subject, Date.now());
    } else if (message.type === 'sync') {
      const { subject } = message;
      const ids = [...(this.bySubject.get(subject) ?? [])];
      for (const id of ids) this.relay.publish(topics.show(subject), { type: 'question', subject, ...this.asked.get(id)!.question });
      const ended: EndEvent[] = [];
      for (const id of message.ids ?? []) {
        const end = this.ended.get(id);
        if (end?.subject === subject) ended.push({ id, reason: end.reason });
      }
      // Said even when nothing is open: a page that still shows one of this worker's questions learns that it ended.
      this.relay.publish(topics.show(subject), { type: 'open', subject, asker: this.relay.worker, ids, ...(ended.length ? { ended } : {}) });
    }
  }

  /** Each heartbeat: say what is open, and end what no browser has been there for. */
  beat(now: number): void {
    const { graceMs } = this.relay.options;
    for (const [subject, ids] of [...this.bySubject]) {
      this.relay.publish(topics.show(subject), { type: 'open', subject, asker: this.relay.worker, ids: [...ids] });
      const present = this.present.get(subject) ?? 0;
      for (const id of [...ids]) {
        const since = Math.max(present, this.asked.get(id)!.askedAt);
        if (now - since > graceMs) this.end(id, 'gone');
      }
    }
  }

  close(): void {
    for (const id of [...this.asked.keys()]) this.end(id, 'session-ended');
  }
}

interface Shown {
  /** Undefined while only the page says it shows it (after a dropped stream), until its asker confirms. */
  question?: QuestionEvent;
  asker: string;
  /** When this worker first heard of it. */
  since: number;
}

/** The browser streams connected to this worker. */
class Holder {
  private readonly watchers = new Map<string, Set<(event: StreamEvent) => void>>();
  /** The open questions of each watched subject, from every worker. */
  private readonly shown = new Map<string, Map<string, Shown>>();
  /** When each worker last said what it has open, per subject. */
  private readonly heard = new Map<string, Map<string, number>>();
  private readonly syncAsked = new Set<string>();

  constructor(
    private readonly relay: QuestionRelay,
    private readonly subscriptions: Subscriptions,
  ) {}

  async watch(subject: string, listener: (event: StreamEvent) => void, options: WatchOptions = {}): Promise<() => Promise<void>> {
    checkSubject(subject);
    let listeners = this.watchers.get(subject);
    if (!listeners) {
      this.watchers.set(subject, (listeners = new Set()));
      this.shown.set(subject, new Map());
      this.heard.set(subject, new Map());
    }
    listeners.add(listener);
    const stop = async () => {
      if (!listeners.delete(listener) || listeners.size || this.watchers.get(subject) !== listeners) return;
      this.watchers.delete(subject);
      this.shown.delete(subject);
      this.heard.delete(subject);
      await this.subscriptions.drop(topics.show(subject));
    };
    try {
      await this.subscriptions.ensure(topics.show(subject));
    } catch (error) {
      // The bus is down: the browser's stream fails, and it connects again later.
      await stop();
      throw error;
    }
    const shown = this.shown.get(subject)!;
    for (const { question } of shown.values()) if (question) listener({ type: 'question', question });
    const claimed = new Map<string, string[]>();
    for (const id of options.showing ?? []) {
      if (!QUESTION_ID.test(id) || shown.has(id)) continue;
      const asker = id.split('.')[0];
      shown.set(id, { asker, since: Date.now() });
      claimed.set(asker, [...(claimed.get(asker) ?? []), id]);
    }
    // The workers that asked them are asked directly: one with nothing open left listens to no subject topic.
    for (const [asker, ids] of claimed) this.relay.publish(topics.worker(asker), { type: 'sync', subject, ids });
    this.relay.publish(topics.ask(subject), { type: 'present', subject, worker: this.relay.worker });
    this.relay.publish(topics.ask(subject), { type: 'sync', subject });
    return stop;
  }

  private tell(subject: string, event: StreamEvent): void {
    for (const listener of [...(this.watchers.get(subject) ?? [])]) listener(event);
  }

  private forget(subject: string, id: string, reason: EndReason): void {
    if (this.shown.get(subject)?.delete(id)) this.tell(subject, { type: 'end', end: { id, reason } });
  }

  onMessage(message: RelayMessage): void {
    if (message.type !== 'question' && message.type !== 'end' && message.type !== 'open') return;
    const { subject } = message;
    const shown = this.shown.get(subject);
    if (!shown) return;
    if (message.type === 'question') {
      const { type: _type, subject: _subject, ...question } = message;
      const asker = question.id.split('.')[0];
      this.heard.get(subject)!.set(asker, Date.now());
      if (shown.get(question.id)?.question) return;
      shown.set(question.id, { question, asker, since: Date.now() });
      this.tell(subject, { type: 'question', question });
    } else if (message.type === 'end') {
      this.forget(subject, message.id, message.reason);
    } else {
      this.heard.get(subject)!.set(message.asker, Date.now());
      const open = new Set(message.ids);
      const reasons = new Map((message.ended ?? []).map((end) => [end.id, end.reason]));
      // An end that was missed (a dropped stream, a bus restart): the asker no longer has it open.
      for (const [id, entry] of [...shown]) {
        if (entry.asker === message.asker && !open.has(id)) this.forget(subject, id, reasons.get(id) ?? 'cancelled');
      }
      // A question that was lost on the way: ask for the open ones again, once per heartbeat.
      if (message.ids.some((id) => !shown.has(id)) && !this.syncAsked.has(subject)) {
        this.syncAsked.add(subject);
        this.relay.publish(topics.ask(subject), { type: 'sync', subject });
      }
    }
  }

  /** Each heartbeat: say who is connected, and end the questions of workers that went silent. */
  beat(now: number): void {
    this.syncAsked.clear();
    const silentAfter = this.relay.options.heartbeatMs * MISSED_HEARTBEATS;
    for (const [subject, shown] of this.shown) {
      this.relay.publish(topics.ask(subject), { type: 'present', subject, worker: this.relay.worker });
      const heard = this.heard.get(subject)!;
      for (const [id, { question, asker, since }] of [...shown]) {
        const silent = now - Math.max(heard.get(asker) ?? 0, since) > silentAfter;
        if (silent) this.forget(subject, id, 'session-ended');
        else if (question && now > question.deadline + silentAfter) this.forget(subject, id, 'timeout');
      }
    }
  }

  close(): void {
    for (const subject of [...this.watchers.keys()]) this.tell(subject, { type: 'close' });
    this.watchers.clear();
    this.shown.clear();
    this.heard.clear();
  }
}

class QuestionRelay implements Relay {
  readonly worker = randomId().slice(0, 8) + randomId().slice(9, 13);
  readonly options: Required<Omit<RelayOptions, 'bus' | 'validator' | 'onError'>> & Pick<RelayOptions, 'validator'> & { onError: (error: unknown) => void };
  private readonly bus: RelayBus;
  private readonly subscriptions: Subscriptions;
  private readonly asker: Asker;
  private readonly holder: Holder;
  private readonly verdicts = new Map<string, (verdict: Verdict) => void>();
  private readonly ready: Promise<unknown>;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private closed = false;

  constructor(options: RelayOptions) {
    for (const name of ['timeoutMs', 'graceMs', 'heartbeatMs', 'answerTimeoutMs'] as const) {
      const value = options[name];
      if (value !== undefined && !(typeof value === 'number' && value > 0 && Number.isFinite(value))) {
        throw new TypeError(`createRelay: ${name} must be a positive number of milliseconds, not ${JSON.stringify(value)}.`);
      }
    }
    this.options = {
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      graceMs: options.graceMs ?? DEFAULTS.graceMs,
      heartbeatMs: options.heartbeatMs ?? DEFAULTS.heartbeatMs,
      answerTimeoutMs: options.answerTimeoutMs ?? DEFAULTS.answerTimeoutMs,
      validator: options.validator,
      onError: options.onError ?? ((error) => console.error('mcp-elicit relay:', error)),
    };
    this.bus = options.bus ?? createMemoryBus();
    this.subscriptions = new Subscriptions(this.bus, (message) => this.onMessage(message), this.options.onError);
    this.asker = new Asker(this, this.subscriptions);
    this.holder = new Holder(this, this.subscriptions);
    this.ready = this.subscriptions.ensure(topics.worker(this.worker));
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    // A relay alone must not keep a Node process alive.
    (this.heartbeat as { unref?: () => void }).unref?.();
  }

  get openQuestions(): number {
    return this.asker.size;
  }

  elicitFor(subject: string, options: { timeoutMs?: number } = {}): ElicitFunction {
    checkSubject(subject);
    return (params, { signal, repeated, task } = {}) => this.ask(subject, params, { signal, repeated, task, timeoutMs: options.timeoutMs });
  }

  async ask(subject: string, params: ElicitRequestParams, options: AskOptions = {}): Promise<ElicitResult> {
    if (this.closed) return { action: 'cancel' };
    await this.ready.catch(() => undefined);
    return this.asker.ask(subject, params, options);
  }

  async watch(subject: string, listener: (event: StreamEvent) => void, options?: WatchOptions): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('relay: this relay is closed.');
    return this.holder.watch(subject, listener, options);
  }

  async answer(subject: string, id: string, result: unknown): Promise<Verdict> {
    checkSubject(subject);
    if (typeof id !== 'string' || !QUESTION_ID.test(id)) return { status: 'unknown' };
    const asker = id.split('.')[0];
    if (asker === this.worker) return this.asker.receive(subject, id, result);
    await this.ready.catch(() => undefined);
    const nonce = randomId();
    return new Promise<Verdict>((resolve) => {
      const timer = setTimeout(() => {
        this.verdicts.delete(nonce);
        resolve({ status: 'gone' });
      }, this.options.answerTimeoutMs);
      this.verdicts.set(nonce, (verdict) => {
        clearTimeout(timer);
        this.verdicts.delete(nonce);
        resolve(verdict);
      });
      const before = Date.now() + this.options.answerTimeoutMs;
      this.publish(topics.worker(asker), { type: 'answer', subject, id, result: result as ElicitResult, replyTo: this.worker, nonce, before });
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.asker.close();
    this.holder.close();
    await this.subscriptions.dropAll();
    await this.bus.close?.();
  }

  /** Publishes without waiting; a failure is reported, and the heartbeats make up for the loss. */
  publish(topic: string, message: RelayMessage): void {
    this.bus.publish(topic, message).catch(this.options.onError);
  }

  private onMessage(message: RelayMessage): void {
    if (this.closed) return;
    switch (message.type) {
      case 'answer':
        // Too late: the browser has been told that the session ended, so the answer must not count.
        if (Date.now() > message.before) return;
        void this.asker
          .receive(message.subject, message.id, message.result, message.before)
          .then((verdict) => this.publish(topics.worker(message.replyTo), { type: 'verdict', nonce: message.nonce, verdict }));
        return;
      case 'verdict':
        this.verdicts.get(message.nonce)?.(message.verdict);
        return;
      case 'present':
      case 'sync':
        return this.asker.onMessage(message);
      default:
        return this.holder.onMessage(message);
    }
  }

  private beat(): void {
    const now = Date.now();
    this.asker.beat(now);
    this.holder.beat(now);
  }
}
