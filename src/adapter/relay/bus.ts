/**
 * The relay's message bus: how the workers of one host tell each other about questions, answers and
 * who is still there. Topics are plain strings; messages are JSON. The in-memory bus serves one
 * process; `createRedisBus` (mcp-elicit/adapter) serves many.
 */
import type { RelayMessage } from './messages.js';

/** Stops a subscription. */
export type Unsubscribe = () => Promise<void>;

/**
 * A publish/subscribe bus. Delivery is at most once and in order per publisher: messages published
 * while a subscriber is away are lost, and the relay recovers from that on its own (its heartbeats
 * say which questions are open, and a stream that missed one asks for it again).
 */
export interface RelayBus {
  /** Sends `message` to every current subscriber of `topic`, this process's included. */
  publish(topic: string, message: RelayMessage): Promise<void>;
  /** Calls `onMessage` for each message published to `topic` from now on; resolves once subscribed. */
  subscribe(topic: string, onMessage: (message: RelayMessage) => void): Promise<Unsubscribe>;
  /** Lets go of connections the bus made. */
  close?(): Promise<void>;
}

/**
 * The default bus, for one process: no service, no network. Messages are copied as JSON, as a real
 * bus would, and delivered after the publisher's turn, never inside it.
 */
export function createMemoryBus(): RelayBus {
  const topics = new Map<string, Set<(message: RelayMessage) => void>>();
  return {
    async publish(topic, message) {
      const listeners = topics.get(topic);
      if (!listeners?.size) return;
      const text = JSON.stringify(message);
      for (const listener of [...listeners]) queueMicrotask(() => listener(JSON.parse(text) as RelayMessage));
    },
    async subscribe(topic, onMessage) {
      let listeners = topics.get(topic);
      if (!listeners) topics.set(topic, (listeners = new Set()));
      // Each subscription is its own, even with the same function twice.
      const listener = (message: RelayMessage) => onMessage(message);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        if (!listeners.size && topics.get(topic) === listeners) topics.delete(topic);
      };
    },
  };
}
