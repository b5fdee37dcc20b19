// Bursts, measured from Node: twenty questions asked at once in the page (modal: they take turns in
// one dialog; inline: one per chat message), and twenty background tasks followed at once against
// the tasks test server (on loopback, in this process), counting the polls on the wire.
import type { Page } from 'playwright-core';
import { callWithInputs } from '../src/adapter/index.js';
import { rawHttpSend } from '../support/raw-send.js';
import { startTasksServer } from '../test/servers/tasks-server.js';
import type { BenchApi, Stats } from './types.js';

export interface BurstFigures {
  /** From the calls until the first question is usable (ms). */
  first: Stats;
  /** Modal: from one Accept until the next question is usable; inline: what each question after the first adds (ms). */
  each: Stats;
  /** All of them, from the calls until the last is answered (modal) or usable (inline) (ms). */
  all: Stats;
}

export interface TasksBurst {
  tasks: number;
  /** How long each task runs (ms) and the poll interval its server suggests (ms). */
  taskMs: number;
  pollIntervalMs: number;
  /** tasks/get requests per second in the first second of the burst and in its last. */
  firstSecondRps: number;
  lastSecondRps: number;
  /** What the suggested interval alone would make, for every task: tasks × 1000 / interval. */
  unchangingRps: number;
  polls: number;
  /** CPU time of this process (client and server alike, both in it) over the burst, as a share of one core. */
  cpuShare: number;
  wallMs: number;
}

type Bench = { bench: BenchApi };

export async function measureBursts(
  page: Page,
  { count, rounds }: { count: number; rounds: number },
  stats: (samples: number[]) => Stats,
): Promise<{ count: number; modal: BurstFigures; inline: BurstFigures }> {
  const figures = async (mode: 'modal' | 'inline'): Promise<BurstFigures> => {
    const first: number[] = [];
    const each: number[] = [];
    const all: number[] = [];
    await page.evaluate(([m, n]) => (globalThis as unknown as Bench).bench.burst(m as 'modal', n as number), [mode, count] as const); // warm-up
    for (let round = 0; round < rounds; round++) {
      const r = await page.evaluate(([m, n]) => (globalThis as unknown as Bench).bench.burst(m as 'modal', n as number), [mode, count] as const);
      first.push(r.first);
      each.push(...r.each);
      all.push(r.all);
    }
    return { first: stats(first), each: stats(each), all: stats(all) };
  };
  return { count, modal: await figures('modal'), inline: await figures('inline') };
}

/** `tasks` slow exports followed at once by callWithInputs over raw HTTP, as a host's parallel tool calls are. */
export async function measureTasksBurst({ tasks, taskMs, pollIntervalMs }: { tasks: number; taskMs: number; pollIntervalMs: number }): Promise<TasksBurst> {
  const server = await startTasksServer();
  try {
    const send = rawHttpSend(server.url);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const results = await Promise.all(
      Array.from({ length: tasks }, () =>
        callWithInputs(
          send,
          { method: 'tools/call', params: { name: 'slow_export', arguments: { ms: taskMs, pollIntervalMs } } },
          {
            elicit: async () => ({ action: 'cancel' }),
            tasks: { minPollIntervalMs: 1 },
          },
        ),
      ),
    );
    const wallMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    if (results.length !== tasks) throw new Error('a task was lost');
    const polls = server.board.log.filter((e) => e.method === 'tasks/get' && e.at >= t0).map((e) => e.at - t0);
    const lastStart = Math.max(0, taskMs - 1000);
    return {
      tasks,
      taskMs,
      pollIntervalMs,
      firstSecondRps: polls.filter((at) => at < 1000).length / Math.min(1, taskMs / 1000),
      lastSecondRps: polls.filter((at) => at >= lastStart && at < taskMs).length / ((taskMs - lastStart) / 1000),
      unchangingRps: (tasks * 1000) / pollIntervalMs,
      polls: polls.length,
      cpuShare: (cpu.user + cpu.system) / 1000 / wallMs,
      wallMs,
    };
  } finally {
    await server.close();
  }
}
