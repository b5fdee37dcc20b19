// The relay on Redis, measured with real worker processes (test/workers/worker.ts) on a real
// redis-server: the memory each open question costs the worker that asked it, and what an answer
// pays for landing on another worker than the one that asked (a round trip on the bus).
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { startRedis, REDIS_SERVER } from '../test/workers/redis-server.js';
import { startWorker, type WorkerProcess } from '../test/workers/workers.js';
import { openStream, post } from '../test/workers/browser.js';
import type { Stats } from './types.js';

export interface RelayBenchOptions {
  /** Open questions, split across the two workers. */
  questions: number;
  /** Answers timed per path (same worker, other worker). */
  answers: number;
}

export interface RelayFigures {
  questions: number;
  workers: number;
  /** JS heap per open question, on the worker that asked it (after GC, averaged over the workers). */
  heapPerQuestion: number;
  /** The answer's POST, taken by the worker that asked it. */
  sameWorker: Stats;
  /** The answer's POST, taken by the other worker and carried over Redis to the one that asked. */
  otherWorker: Stats;
  /** Median extra of the other worker over the same one: the bus's round trip. */
  extraMs: number;
}

const json = async (response: Response) => (await response.json()) as { heapUsed: number; open: number };

/** Measures, or says why it cannot (no redis-server on this machine). */
export async function measureRelay(options: RelayBenchOptions, stats: (values: number[]) => Stats, log: (line: string) => void): Promise<RelayFigures | undefined> {
  if (!existsSync(REDIS_SERVER)) {
    log(`relay: skipped, no redis-server at ${REDIS_SERVER} (apt-get install -y redis-server)`);
    return undefined;
  }
  const redis = await startRedis();
  const workers: WorkerProcess[] = [];
  try {
    // A long heartbeat: the figures are the questions' own cost, not the heartbeat's traffic.
    const env = { REDIS_URL: redis.url, RELAY_PREFIX: `bench-${randomUUID()}:`, RELAY_HEARTBEAT_MS: '5000', RELAY_GRACE_MS: '600000' };
    workers.push(...(await Promise.all([startWorker(env, ['--expose-gc']), startWorker(env, ['--expose-gc'])])));

    log(`relay: ${options.questions} open questions across two workers`);
    const each = Math.floor(options.questions / workers.length);
    // Warm up (the relay's code paths, the bus connection), then measure from a collected heap.
    for (const worker of workers) await post(`${worker.url}/bench/ask`, 'bench', { user: `warm-${randomUUID()}`, count: 10 });
    const before = await Promise.all(workers.map(async (worker) => json(await fetch(`${worker.url}/bench/memory`))));
    for (const worker of workers) await fetch(`${worker.url}/bench/ask`, { method: 'POST', body: JSON.stringify({ user: `open-${randomUUID()}`, count: each }) });
    // Every question open (its subscription made), then the heap, collected.
    const after = await Promise.all(
      workers.map(async (worker, i) => {
        for (;;) {
          const now = await json(await fetch(`${worker.url}/bench/memory`));
          if (now.open - before[i].open >= each) return now;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    const perQuestion = after.map((a, i) => (a.heapUsed - before[i].heapUsed) / (a.open - before[i].open));
    const heapPerQuestion = perQuestion.reduce((sum, value) => sum + value, 0) / perQuestion.length;

    log(`relay: ${options.answers} answers through the worker that asked, and through the other`);
    const [asker, other] = workers;
    const timed = { same: [] as number[], other: [] as number[] };
    for (let i = 0; i < options.answers * 2; i++) {
      const path = i % 2 === 0 ? 'same' : 'other';
      const user = `latency-${randomUUID()}`;
      // The person's page is on the other worker; the answer goes to one or the other.
      const page = await openStream(`${other.url}/relay`, user);
      await page.next('ready');
      await fetch(`${asker.url}/bench/ask`, { method: 'POST', body: JSON.stringify({ user, count: 1, exact: true }) });
      const { id } = await page.next('question', 10_000);
      const started = performance.now();
      const response = await post(`${(path === 'same' ? asker : other).url}/relay`, user, { id, result: { action: 'accept', content: { ticket: 'T-1' } } });
      timed[path].push(performance.now() - started);
      if (response.status !== 200) throw new Error(`relay bench: the answer was refused (${response.status} ${await response.text()})`);
      await page.close();
    }
    const sameWorker = stats(timed.same);
    const otherWorker = stats(timed.other);
    return { questions: each * workers.length, workers: workers.length, heapPerQuestion, sameWorker, otherWorker, extraMs: otherWorker.median - sameWorker.median };
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await redis.stop();
  }
}
