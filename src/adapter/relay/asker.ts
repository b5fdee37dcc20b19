// The asker: the questions this worker's MCP sessions wait on (deadlines, the grace for a browser
// that went away, the check of each answer, and its heartbeat).
import type { ElicitRequestParams, ElicitResult } from '../../types.js';
import { checkAnswer } from '../check-lazily.js';
import { checkSubject, randomId, REMEMBERED_ENDS, type RelayCore, type Subscriptions } from './core.js';
import { topics, type EndEvent, type EndReason, type QuestionEvent, type RelayMessage, type Verdict } from './messages.js';
import type { AskOptions } from './types.js';

interface Asked {
  question: QuestionEvent;
  subject: string;
  askedAt: number;
  timer: ReturnType<typeof setTimeout>;
  resolve: (result: ElicitResult) => void;
  detach: () => void;
}

/** The questions this worker's sessions wait on. */
export class Asker {
  private readonly asked = new Map<string, Asked>();
  private readonly bySubject = new Map<string, Set<string>>();
  /** When a browser of each subject was last reported connected. */
  private readonly present = new Map<string, number>();
  /** Recently ended questions: id → subject and why. */
  private readonly ended = new Map<string, { subject: string; reason: EndReason }>();

  constructor(
    private readonly relay: RelayCore,
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
      checked = await checkAnswer(asked.question.params, result, { validator: this.relay.options.validator, extensions: this.relay.options.extensions });
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
