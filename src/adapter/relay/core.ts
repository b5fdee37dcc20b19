// What the relay's two parts (the asker and the holder) share: the relay as they see it, the bus
// subscriptions, and the small rules (ids, subjects, how long things are remembered).
import type { RelayBus, Unsubscribe } from './bus.js';
import type { RelayMessage } from './messages.js';
import type { RelayOptions } from './types.js';

/** The relay's options, with every default filled in. */
export type ResolvedRelayOptions = Required<Omit<RelayOptions, 'bus' | 'validator' | 'extensions' | 'onError'>> &
  Pick<RelayOptions, 'validator' | 'extensions'> & { onError: (error: unknown) => void };

/** The relay as its asker and holder see it: who it is on the bus, its options, and how it publishes. */
export interface RelayCore {
  readonly worker: string;
  readonly options: ResolvedRelayOptions;
  publish(topic: string, message: RelayMessage): void;
}

/** The shape of a question id: the asking worker's 12 characters, a dot, a UUID. */
export const QUESTION_ID = /^[0-9a-f-]{12}\.[0-9a-f-]{36}$/;

/** Heartbeats a holder may miss from a worker before it takes that worker's questions for ended. */
export const MISSED_HEARTBEATS = 3;
/** Ends remembered, so a late answer hears "already answered" rather than "unknown". */
export const REMEMBERED_ENDS = 1000;

export const randomId = (): string => globalThis.crypto.randomUUID();

export function checkSubject(subject: unknown): asserts subject is string {
  if (typeof subject !== 'string' || subject.length === 0 || subject.length > 512) {
    throw new TypeError(`relay: the subject must be the host's id for the person, a string of 1 to 512 characters, not ${JSON.stringify(subject)}.`);
  }
}

/** Keeps a bus subscription per topic while something needs it. */
export class Subscriptions {
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
