// One worker process of the demo's host on the Redis bus, started by `npm start -- --workers N`
// when REDIS_URL is set (demo/server/workers.ts). Only the host's routes: the step API, the
// 2025-11-25 held sessions, and the relay, whose questions and answers travel on Redis.
//   REDIS_URL          the bus
//   RELAY_PREFIX       the channels' prefix (one per `npm start`)
//   DEMO_MCP_URL       the help desk's MCP endpoint
//   DEMO_PENDING_KEY   the key every worker seals and opens the tokens with
//   DEMO_ORIGIN        where the page is served from (the balancer)
//   DEMO_WORKER        this worker's name
// Prints "READY <url>" once it listens on 127.0.0.1; stops when its stdin closes (its parent went).
import { Redis } from 'ioredis';
import { createRedisBus, createRelay } from '../../src/adapter/index.js';
import { startHostServer } from './steps-host.js';

const name = process.env.DEMO_WORKER ?? 'worker';
const redis = new Redis(process.env.REDIS_URL!);
let reported = false;
redis.on('error', (error: Error) => {
  // ioredis reconnects on its own; say once that the bus is unreachable, not on every attempt.
  if (!reported) console.error(`${name}: Redis at ${process.env.REDIS_URL}: ${error.message} (retrying)`);
  reported = true;
});
redis.on('ready', () => (reported = false));
const relay = createRelay({
  bus: createRedisBus(redis, { prefix: process.env.RELAY_PREFIX }),
  onError: (error) => console.error(`${name}: relay:`, (error as Error).message ?? error),
});
const host = await startHostServer({
  mcpUrl: () => process.env.DEMO_MCP_URL!,
  keys: [process.env.DEMO_PENDING_KEY!],
  relay,
  worker: name,
  origins: [process.env.DEMO_ORIGIN!],
});
console.log(`READY ${host.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await host.close();
  await relay.close();
  await redis.quit().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
