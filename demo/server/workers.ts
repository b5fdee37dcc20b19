// `npm start -- --workers N`: the demo's host (the page's "The MCP client runs on the server") on N
// workers behind a loopback round-robin balancer, so the page's requests to the host take turns:
// a 2026-07-28 question is continued by the other worker (its state is in the sealed token), and
// a 2025-11-25 question, which waits on the session the asking worker holds, is answered through
// the other worker and carried back on the relay's bus.
// - Without REDIS_URL: N host servers in this process, on one in-memory bus.
// - With REDIS_URL: N worker processes (demo/server/worker.ts), each with createRedisBus.
// The help desk (the MCP server, the page, the sign-in) is one server of its own behind the same
// balancer, as a real host's MCP server is another service than the host.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createMemoryBus, createRelay, type Relay } from '../../src/adapter/index.js';
import { startBalancer, type Balancer } from './balancer.js';
import { startDemo, type Demo, type DemoOptions } from './http.js';
import { startHostServer } from './steps-host.js';

export interface WorkersDemoOptions extends Omit<DemoOptions, 'publicOrigin' | 'relay'> {
  /** How many workers run the host (2 or more). */
  workers: number;
  /** The Redis bus, e.g. redis://127.0.0.1:6379; without it, an in-memory bus in this process. */
  redisUrl?: string;
}

export interface HostWorker {
  /** "worker 1", "worker 2", …: the `X-Worker` header of its replies, shown in the Wire view. */
  name: string;
  url: string;
  /** The worker's process id: this process's own with the in-memory bus, its own with Redis. */
  pid: number;
}

export interface WorkersDemo {
  /** The balancer's URL: open this one. */
  url: string;
  bus: 'memory' | 'redis';
  workers: HostWorker[];
  /** The help desk itself (the MCP server and the page). */
  helpDesk: Demo;
  balancer: Balancer;
  close(): Promise<void>;
}

/** A worker process of the host on the Redis bus; resolves once it listens. */
async function startWorkerProcess(env: { [name: string]: string }): Promise<{ url: string; child: ChildProcess }> {
  const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
  // stdin stays open as a lifeline: the worker stops when this process goes, however it goes.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => (child.kill(), reject(new Error(`${env.DEMO_WORKER} did not start within 30 s:\n${output}`))), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const ready = /READY (\S+)/.exec(output);
      if (ready) (clearTimeout(timer), resolve(ready[1]));
    });
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`${env.DEMO_WORKER} exited with ${code}:\n${output}`))));
  });
  child.removeAllListeners('exit');
  child.stdout!.removeAllListeners('data');
  child.stdout!.pipe(process.stdout);
  return { url, child };
}

/** What starting the workers needs, and where they and their closers go. */
interface WorkersContext {
  count: number;
  mcpUrl: string;
  keys: string[];
  origin: string;
  workers: HostWorker[];
  closers: (() => Promise<void>)[];
}

/** The in-memory bus: the workers are HTTP servers in this process, sharing one bus. */
async function startInProcessWorkers({ count, mcpUrl, keys, origin, workers, closers }: WorkersContext): Promise<void> {
  const bus = createMemoryBus();
  for (let i = 1; i <= count; i++) {
    const relay: Relay = createRelay({ bus });
    closers.push(() => relay.close());
    const name = `worker ${i}`;
    const host = await startHostServer({ mcpUrl: () => mcpUrl, keys, relay, worker: name, origins: [origin] });
    closers.push(() => host.close());
    workers.push({ name, url: host.url, pid: process.pid });
  }
}

/** Redis: each worker is a process of its own, with the Redis bus under one prefix. */
async function startRedisWorkers({ count, mcpUrl, keys, origin, workers, closers }: WorkersContext, redisUrl: string): Promise<void> {
  const prefix = `mcp-elicit-demo-${randomUUID()}:`;
  const started = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      startWorkerProcess({ REDIS_URL: redisUrl, RELAY_PREFIX: prefix, DEMO_MCP_URL: mcpUrl, DEMO_PENDING_KEY: keys[0], DEMO_ORIGIN: origin, DEMO_WORKER: `worker ${i + 1}` }),
    ),
  );
  started.forEach(({ url, child }, i) => {
    workers.push({ name: `worker ${i + 1}`, url, pid: child.pid! });
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    );
  });
}

export async function startWorkersDemo(options: WorkersDemoOptions): Promise<WorkersDemo> {
  if (!Number.isInteger(options.workers) || options.workers < 2) throw new RangeError(`--workers takes a whole number of 2 or more, not ${options.workers}.`);
  if (options.redisUrl !== undefined && !/^rediss?:\/\//.test(options.redisUrl)) throw new TypeError(`REDIS_URL must be a redis:// or rediss:// URL, not "${options.redisUrl}".`);
  const workers: HostWorker[] = [];
  let helpDesk: Demo | undefined;
  // The page, its script, /mcp and the sign-in go to the help desk; the host's routes (/api/…) take turns.
  const balancer = await startBalancer(() => workers.map((w) => w.url), {
    port: options.port,
    // (Before the help desk listens, nothing is pinned, and with no worker yet the balancer answers 502.)
    pin: (path) => (path.startsWith('/api/') ? undefined : helpDesk?.url.replace(/\/$/, '')),
  });
  const closers: (() => Promise<void>)[] = [() => balancer.close()];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer().catch(() => undefined);
  };
  try {
    const key = options.key ?? randomBytes(32).toString('base64url');
    const { workers: _count, redisUrl, ...demoOptions } = options;
    helpDesk = await startDemo({ ...demoOptions, port: 0, key, publicOrigin: balancer.url });
    closers.push(() => helpDesk!.close());
    const mcpUrl = `${helpDesk.url}mcp`;
    // The tokens' key, as the help desk's own host makes it: any worker opens any worker's tokens.
    const keys = [`pending-state:${key}`];
    const context: WorkersContext = { count: options.workers, mcpUrl, keys, origin: balancer.url, workers, closers };
    if (redisUrl === undefined) await startInProcessWorkers(context);
    else await startRedisWorkers(context, redisUrl);
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `${balancer.url}/`, bus: options.redisUrl === undefined ? 'memory' : 'redis', workers, helpDesk, balancer, close };
}
