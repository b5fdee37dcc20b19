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
import type { ElicitRequestParams, ElicitResult } from '../../types.js';
import type { ElicitFunction } from '../handler.js';
import { Asker } from './asker.js';
import { createMemoryBus, type RelayBus } from './bus.js';
import { checkSubject, QUESTION_ID, randomId, Subscriptions, type RelayCore, type ResolvedRelayOptions } from './core.js';
import { Holder } from './holder.js';
import { topics, type RelayMessage, type Verdict } from './messages.js';
import type { AskOptions, Relay, RelayOptions, StreamEvent, WatchOptions } from './types.js';

export type { AskOptions, Relay, RelayOptions, StreamEvent, WatchOptions } from './types.js';

const DEFAULTS = { timeoutMs: 600_000, graceMs: 30_000, heartbeatMs: 5_000, answerTimeoutMs: 5_000 };

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

class QuestionRelay implements Relay, RelayCore {
  readonly worker = randomId().slice(0, 8) + randomId().slice(9, 13);
  readonly options: ResolvedRelayOptions;
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
      extensions: options.extensions,
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
