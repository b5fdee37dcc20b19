/**
 * The relay's bus over Redis pub/sub, for a host with more than one worker. It takes the host's own
 * ioredis client (mcp-elicit depends on no Redis client: install `ioredis` beside it), publishes on
 * it, and subscribes on a duplicate of it, since a Redis connection that subscribes can do nothing
 * else. ioredis reconnects after a restart of Redis and subscribes again on its own; what was
 * published meanwhile is lost, and the relay's heartbeats make up for it.
 */
import type { RelayBus } from './bus.js';
import type { RelayMessage } from './messages.js';

/** The parts of an ioredis client (`new Redis(url)`) that the bus uses. */
export interface RedisClientLike {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(...channels: string[]): Promise<unknown>;
  unsubscribe(...channels: string[]): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  duplicate(): RedisClientLike;
  quit(): Promise<unknown>;
}

export interface RedisBusOptions {
  /** Put before every channel name, so that several hosts (or tests) can share one Redis. @default 'mcp-elicit:' */
  prefix?: string;
  /**
   * Told of the subscribing connection's errors (Redis went away, say: it reconnects on its own).
   * @default ignore them: a failed publish or subscribe still rejects, and the relay reports that
   */
  onError?: (error: Error) => void;
}

/**
 * Makes a relay bus on Redis pub/sub.
 *
 * @example
 * ```ts source="examples/relay.examples.ts#redis"
 * import { createRelay } from 'mcp-elicit/adapter';
 * import { Redis } from 'ioredis';
 * import { createRedisBus } from 'mcp-elicit/adapter';
 *
 * // Every worker of the host on the same Redis: a question asked on one is answered through any.
 * const relay = createRelay({ bus: createRedisBus(new Redis(process.env.REDIS_URL!)) });
 * ```
 */
export function createRedisBus(client: RedisClientLike, options: RedisBusOptions = {}): RelayBus {
  if (typeof client?.publish !== 'function' || typeof client.duplicate !== 'function') {
    throw new TypeError('createRedisBus: pass an ioredis client, e.g. new Redis(process.env.REDIS_URL).');
  }
  const prefix = options.prefix ?? 'mcp-elicit:';
  const listeners = new Map<string, Set<(message: RelayMessage) => void>>();
  let subscriber: RedisClientLike | undefined;

  const connection = (): RedisClientLike => {
    if (subscriber) return subscriber;
    subscriber = client.duplicate();
    subscriber.on('error', (error) => options.onError?.(error));
    subscriber.on('message', (channel, text) => {
      const wanted = listeners.get(channel);
      if (!wanted?.size) return;
      let message: RelayMessage;
      try {
        message = JSON.parse(text) as RelayMessage;
      } catch {
        return; // Not ours: another program on the same channel name.
      }
      for (const listener of [...wanted]) listener(message);
    });
    return subscriber;
  };

  return {
    async publish(topic, message) {
      await client.publish(prefix + topic, JSON.stringify(message));
    },
    async subscribe(topic, onMessage) {
      const channel = prefix + topic;
      let wanted = listeners.get(channel);
      const first = !wanted;
      if (!wanted) listeners.set(channel, (wanted = new Set()));
      const listener = (message: RelayMessage) => onMessage(message);
      wanted.add(listener);
      if (first) {
        try {
          await connection().subscribe(channel);
        } catch (error) {
          wanted.delete(listener);
          if (!wanted.size) listeners.delete(channel);
          throw error;
        }
      }
      return async () => {
        if (!wanted.delete(listener) || wanted.size || listeners.get(channel) !== wanted) return;
        listeners.delete(channel);
        await subscriber?.unsubscribe(channel);
      };
    },
    async close() {
      listeners.clear();
      await subscriber?.quit().catch(() => undefined);
      subscriber = undefined;
    },
  };
}
