// `npm run bench`: measures mcp-elicit next to rjsf (React 19) and a static-HTML floor, in one run,
// in headless Debian Chromium, plus bundle sizes and the adapter's overhead per round.
import { cpus, totalmem, type as osType, release } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { manyFields, manyOptions } from '../test/fixtures/generated.js';
import { buildPage, heapAfterGc, serve } from './page-server.js';
import { stats } from './stats.js';
import { sizes, type SizeFigures } from './sizes.js';
import { adapterOverhead, type AdapterFigures } from './adapter-overhead.js';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import type { BenchApi, ChatRenderer, Renderer, Stats } from './types.js';
import { measureChat, type ChatResults } from './chat.js';
import { measureBursts, measureTasksBurst, type BurstFigures, type TasksBurst } from './bursts.js';
import { measureGuard, type GuardFigures } from './guard.js';
import { ACTIVATION_DELAY_MS } from '../src/internal/activation-delay.js';
import { measurePhone, type PhoneFigures, type PhoneVariant, type SLOW_PHONE } from './phone.js';
import { measureServerSide, type ServerSideFigures, type ServerSideOptions } from './server-side.js';
import { measureRelay, type RelayBenchOptions, type RelayFigures } from './relay.js';

export interface BenchOptions {
  /** Runs per measurement (at least 30 for the published numbers). */
  runs: number;
  fieldCounts: number[];
  keystrokeFieldCounts: number[];
  heapCycles: number;
  adapterRounds: number;
  /** Fresh pages for the cold "Accept can validate" figure (each loads the validator's chunk anew). */
  coldRuns: number;
  /** Unmeasured turns before the measured ones, for the JIT compilers to settle. */
  warmup: number;
  /** Skip the bundle-size step (it needs nothing from the browser; the quick run keeps it). */
  sizes?: boolean;
  /** The long chat: kept questions in one transcript, rounds of it (renderers in turn), scroll steps measured per round. */
  chat: { questions: number; rounds: number; scrollSteps: number };
  /** Questions asked at once (modal and inline), rounds of it. */
  burst: { count: number; rounds: number };
  /** Background tasks followed at once: how many, how long each runs, the interval the server suggests. */
  tasksBurst: { tasks: number; taskMs: number; pollIntervalMs: number };
  /** Fresh throttled pages per validator variant on the slow phone. */
  phoneRuns: number;
  /** The MCP client on a server: seal and open, memory of open questions, latency through the server. */
  serverSide: ServerSideOptions;
  /** Questions shown per input kind for the activation guard's figure. */
  guardRuns: number;
  /** The relay on Redis (two worker processes, a real redis-server): open questions, answers timed per path. False: not measured. */
  relay: RelayBenchOptions | false;
  /** Only these parts (`npm run bench -- --only chat,burst`); all when absent. */
  only?: string[];
}

/** The published run: with 3 warm-up runs instead of 20, Lit's and React's 1-field figures were a quarter slower, still being compiled. */
export const FULL: BenchOptions = {
  runs: 100,
  warmup: 20,
  fieldCounts: [1, 10, 50, 200],
  keystrokeFieldCounts: [10, 200],
  heapCycles: 1000,
  adapterRounds: 300,
  coldRuns: 15,
  chat: { questions: 200, rounds: 3, scrollSteps: 100 },
  burst: { count: 20, rounds: 5 },
  tasksBurst: { tasks: 20, taskMs: 8_000, pollIntervalMs: 250 },
  phoneRuns: 5,
  serverSide: { sealRuns: 300, openQuestions: 1000, latencyRuns: 100 },
  guardRuns: 30,
  relay: { questions: 1000, answers: 100 },
};
export const QUICK: BenchOptions = {
  runs: 2,
  warmup: 1,
  fieldCounts: [1, 10],
  keystrokeFieldCounts: [10],
  heapCycles: 20,
  adapterRounds: 5,
  coldRuns: 2,
  chat: { questions: 4, rounds: 1, scrollSteps: 3 },
  burst: { count: 3, rounds: 1 },
  tasksBurst: { tasks: 3, taskMs: 1_200, pollIntervalMs: 100 },
  phoneRuns: 1,
  serverSide: { sealRuns: 3, openQuestions: 5, latencyRuns: 2 },
  guardRuns: 2,
  // It needs redis-server, and `npm test` runs with Node and Chromium alone: test:workers runs it small.
  relay: false,
};

const RENDERERS: ChatRenderer[] = ['mcp', 'floor', 'rjsf'];
/** First paint and keystrokes also take @assistant-ui/react-mcp's primitives, in the same runs. */
const PAINTERS: Renderer[] = [...RENDERERS, 'aui'];

export interface HeapResult {
  cycles: number;
  /** Heap in use after a forced GC, before and after the cycles (bytes). */
  before: number;
  after: number;
  growth: number;
  perCycle: number;
}

export interface BenchResults {
  date: string;
  machine: { cpu: string; cores: number; memoryGiB: number; os: string; node: string; chromium: string };
  options: BenchOptions;
  firstPaint: { [fields: string]: { [renderer: string]: Stats } };
  keystroke: { [fields: string]: { [renderer: string]: Stats } };
  heap: { [renderer: string]: HeapResult };
  sizes?: SizeFigures;
  /** From `request` set until Accept can validate (10 fields): on a fresh page (the chunk fetched and compiled) and after. */
  validateReady: { cold: Stats; warm: Stats };
  /** A choice among 5,000 options: filtering, and how many option elements the list holds. */
  combobox: { filter: Stats; options: number; optionNodes: number };
  /** First paint of a 1-field question by mcp-elicit, the static floor and Lit's own floor (one template, no logic), in turn. */
  litFloor: { mcp: Stats; floor: Stats; lit: Stats };
  adapter: AdapterFigures;
  serverSide?: ServerSideFigures;
  /** A transcript that keeps its answered questions. */
  chat?: ChatResults;
  /** Questions asked at once, modal and inline. */
  burst?: { count: number; modal: BurstFigures; inline: BurstFigures };
  /** Background tasks followed at once. */
  tasksBurst?: TasksBurst;
  /** The relay on Redis: memory per open question, and the answer's extra latency through the bus. */
  relay?: RelayFigures;
  /** The activation guard: when Accept first takes a press made again and again from the moment the question is on screen. */
  guard?: GuardFigures;
  /** The slow phone, by validator: the default (CSP-safe, loaded on the first form), ajv, the default preloaded when idle. */
  phone?: { runs: number; throttle: typeof SLOW_PHONE; byVariant: Record<PhoneVariant, PhoneFigures> };
}

/** What a part of the bench is given: the page and browser (for the page's parts), the options, and where its figures go. */
interface PartContext {
  page: Page;
  browser: Browser;
  url: string;
  options: BenchOptions;
  results: BenchResults;
  log: (line: string) => void;
}

/**
 * The bench, part by part, in the order they run: `npm run bench -- --only <name>,…` picks by name.
 * A part that needs the bench page says so (`page`); the page's errors are checked after each.
 */
const PARTS: { name: string; page?: true; skip?: (options: BenchOptions) => boolean; run: (ctx: PartContext) => Promise<void> }[] = [
  { name: 'paint', page: true, run: measurePaint },
  { name: 'keystroke', page: true, run: measureKeystrokes },
  { name: 'heap', page: true, run: measureHeap },
  { name: 'validate', page: true, run: measureValidateReady },
  {
    name: 'combobox',
    page: true,
    run: async ({ page, options, results, log }) => {
      log('combobox, 5,000 options');
      const fiveThousand = {
        mode: 'form',
        message: 'Which one?',
        requestedSchema: { type: 'object', properties: { country: { type: 'string', title: 'Option', oneOf: manyOptions(5000) } } },
      };
      results.combobox = await page.evaluate(([p, n]) => (globalThis as unknown as { bench: BenchApi }).bench.comboboxFilter(p, n as number), [
        fiveThousand,
        options.runs,
      ] as const);
    },
  },
  {
    name: 'chat',
    page: true,
    run: async ({ page, options, results, log }) => {
      log(`a chat of ${options.chat.questions} kept questions, ${options.chat.rounds} rounds`);
      results.chat = await measureChat(page, options.chat, heapAfterGc, stats);
    },
  },
  {
    name: 'burst',
    page: true,
    run: async ({ page, options, results, log }) => {
      log(`bursts of ${options.burst.count} questions, modal and inline`);
      results.burst = await measureBursts(page, options.burst, stats);
    },
  },
  {
    name: 'guard',
    page: true,
    run: async ({ page, options, results, log }) => {
      log(`the activation guard, ${options.guardRuns} questions per input kind`);
      results.guard = await measureGuard(page, options.guardRuns, stats, ACTIVATION_DELAY_MS);
    },
  },
  {
    name: 'phone',
    page: true,
    run: async ({ browser, url, options, results, log }) => {
      log(`the slow phone, ${options.phoneRuns} cold runs per validator`);
      results.phone = await measurePhone(browser, url, options.phoneRuns, stats);
    },
  },
  {
    name: 'sizes',
    skip: (options) => options.sizes === false,
    run: async ({ results, log }) => {
      log('bundle sizes');
      results.sizes = await sizes(log);
    },
  },
  {
    name: 'adapter',
    run: async ({ options, results, log }) => {
      log('adapter overhead');
      results.adapter = await adapterOverhead(options.adapterRounds);
    },
  },
  {
    name: 'server',
    run: async ({ options, results, log }) => {
      log('the MCP client on a server: sealed state, open questions, latency');
      results.serverSide = await measureServerSide(options.serverSide);
    },
  },
  {
    name: 'tasks',
    run: async ({ options, results, log }) => {
      log(`${options.tasksBurst.tasks} background tasks at once`);
      results.tasksBurst = await measureTasksBurst(options.tasksBurst);
    },
  },
  {
    name: 'relay',
    skip: (options) => options.relay === false,
    run: async ({ options, results, log }) => {
      results.relay = await measureRelay(options.relay as RelayBenchOptions, stats, log);
    },
  },
];

/** The names `--only` takes. */
export const PART_NAMES = PARTS.map((part) => part.name);

/** Every renderer's runs of `fn`, taking turns run by run (see the page), from a collected heap. */
async function measureAll({ page, options }: PartContext, fn: 'firstPaint' | 'keystroke', fields: number): Promise<Record<Renderer, Stats>> {
  await heapAfterGc(page);
  const samples = await page.evaluate(
    ([fn, renderers, params, runs, warmup]) =>
      (globalThis as unknown as { bench: BenchApi }).bench[fn as 'firstPaint'](renderers as Renderer[], params, runs as number, warmup as number),
    [fn, PAINTERS, manyFields(fields), options.runs, options.warmup] as const,
  );
  return { mcp: stats(samples.mcp), floor: stats(samples.floor), rjsf: stats(samples.rjsf), aui: stats(samples.aui) };
}

async function measurePaint(ctx: PartContext): Promise<void> {
  const { page, options, results, log } = ctx;
  for (const fields of options.fieldCounts) {
    log(`first paint, ${fields} fields`);
    results.firstPaint[fields] = await measureAll(ctx, 'firstPaint', fields);
  }
  log("first paint, 1 field, with Lit's floor");
  await heapAfterGc(page);
  const lit = await page.evaluate(([p, n, w]) => (globalThis as unknown as { bench: BenchApi }).bench.litFloor(p, n as number, w as number), [
    manyFields(1),
    options.runs,
    options.warmup,
  ] as const);
  results.litFloor = { mcp: stats(lit.mcp), floor: stats(lit.floor), lit: stats(lit.lit) };
}

async function measureKeystrokes(ctx: PartContext): Promise<void> {
  for (const fields of ctx.options.keystrokeFieldCounts) {
    ctx.log(`keystroke, ${fields} fields`);
    ctx.results.keystroke[fields] = await measureAll(ctx, 'keystroke', fields);
  }
}

async function measureHeap({ page, options, results, log }: PartContext): Promise<void> {
  for (const renderer of RENDERERS) {
    log(`heap, ${options.heapCycles} cycles, ${renderer}`);
    const params = manyFields(10);
    const cycle = (count: number) =>
      page.evaluate(([r, p, n]) => (globalThis as unknown as { bench: BenchApi }).bench.cycles(r as ChatRenderer, p, n as number), [renderer, params, count] as const);
    await cycle(Math.max(10, options.heapCycles / 10)); // warm up: caches, compiled templates, the validator
    const before = await heapAfterGc(page);
    await cycle(options.heapCycles);
    const after = await heapAfterGc(page);
    results.heap[renderer] = { cycles: options.heapCycles, before, after, growth: after - before, perCycle: (after - before) / options.heapCycles };
  }
}

async function measureValidateReady({ page, browser, url, options, results, log }: PartContext): Promise<void> {
  log('request set → Accept can validate, cold and warm');
  const validatable = manyFields(10);
  const cold: number[] = [];
  for (let i = 0; i < options.coldRuns; i++) {
    // A new context: nothing cached, the validator's chunk fetched, parsed and compiled again.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(url);
    await fresh.waitForFunction(() => (globalThis as unknown as { bench?: { ready?: boolean } }).bench?.ready === true);
    const once = await fresh.evaluate(([p]) => (globalThis as unknown as { bench: BenchApi }).bench.validateReady(p, 1), [validatable] as const);
    cold.push(once.median);
    await context.close();
  }
  const warm = await page.evaluate(([p, n]) => (globalThis as unknown as { bench: BenchApi }).bench.validateReady(p, n as number), [validatable, options.runs] as const);
  results.validateReady = { cold: stats(cold), warm };
}

function emptyResults(options: BenchOptions, chromiumVersion: string): BenchResults {
  const none = stats([0]);
  return {
    date: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      os: `${osType()} ${release()}`,
      node: process.version,
      chromium: chromiumVersion,
    },
    options,
    firstPaint: {},
    keystroke: {},
    heap: {},
    adapter: { rounds: 0, rawMedianMs: 0, adapterMedianMs: 0, overheadMs: 0 },
    validateReady: { cold: { ...none, runs: 0 }, warm: { ...none, runs: 0 } },
    combobox: { filter: { ...none, runs: 0 }, options: 0, optionNodes: 0 },
    litFloor: { mcp: none, floor: none, lit: none },
  };
}

export async function runBench(options: BenchOptions, log: (line: string) => void = () => {}): Promise<BenchResults> {
  const unknown = options.only?.filter((name) => !PART_NAMES.includes(name)) ?? [];
  if (unknown.length) throw new Error(`no such part of the bench: ${unknown.join(', ')} (the parts: ${PART_NAMES.join(', ')})`);
  const { url, close } = await serve(await buildPage());
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => (globalThis as unknown as { bench?: { ready?: boolean } }).bench?.ready === true);
    const ctx: PartContext = { page, browser, url, options, results: emptyResults(options, browser.version()), log };
    for (const part of PARTS) {
      if ((options.only && !options.only.includes(part.name)) || part.skip?.(options)) continue;
      await part.run(ctx);
      if (part.page && errors.length) throw new Error(`the bench page failed in "${part.name}": ${errors.join('; ')}`);
    }
    return ctx.results;
  } finally {
    await browser.close();
    await close();
  }
}
