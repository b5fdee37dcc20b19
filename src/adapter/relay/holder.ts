// The holder: the browser streams connected to this worker, which questions they show, and which
// ended without a word (the worker that asked them stopped).
import { checkSubject, MISSED_HEARTBEATS, QUESTION_ID, type RelayCore, type Subscriptions } from './core.js';
import { topics, type EndEvent, type EndReason, type QuestionEvent, type RelayMessage } from './messages.js';
import type { StreamEvent, WatchOptions } from './types.js';

interface Shown {
  /** Undefined while only the page says it shows it (after a dropped stream), until its asker confirms. */
  question?: QuestionEvent;
  asker: string;
  /** When this worker first heard of it. */
  since: number;
}

/** The browser streams connected to this worker. */
export class Holder {
  private readonly watchers = new Map<string, Set<(event: StreamEvent) => void>>();
  /** The open questions of each watched subject, from every worker. */
  private readonly shown = new Map<string, Map<string, Shown>>();
  /** When each worker last said what it has open, per subject. */
  private readonly heard = new Map<string, Map<string, number>>();
  private readonly syncAsked = new Set<string>();

  constructor(
    private readonly relay: RelayCore,
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
