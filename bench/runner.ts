// `npm run bench`: measures mcp-elicit next to rjsf (React 19) and a static-HTML floor, in one run,
// in headless Debian Chromium, plus bundle sizes and the adapter's overhead per round.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem, type as osType, release } from 'node:os';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { callWithInputs, type Send } from '../src/adapter/index.js';
import { createMrtrApp } from '../test/servers/mrtr-server.js';
import { manyFields, manyOptions } from '../test/fixtures/generated.js';
import { measure } from '../scripts/bundle-size.mjs';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import type { BenchApi, ChatRenderer, Renderer, Stats } from './types.js';
import { measureChat, type ChatResults } from './chat.js';
import { measureBursts, measureTasksBurst, type BurstFigures, type TasksBurst } from './bursts.js';
import { measureGuard, type GuardFigures } from './guard.js';
import { ACTIVATION_DELAY_MS } from '../src/controllers/activation-delay.js';
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
  runs: 100, warmup: 20, fieldCounts: [1, 10, 50, 200], keystrokeFieldCounts: [10, 200], heapCycles: 1000, adapterRounds: 300, coldRuns: 15,
  chat: { questions: 200, rounds: 3, scrollSteps: 100 },
  burst: { count: 20, rounds: 5 },
  tasksBurst: { tasks: 20, taskMs: 8_000, pollIntervalMs: 250 },
  phoneRuns: 5,
  serverSide: { sealRuns: 300, openQuestions: 1000, latencyRuns: 100 },
  guardRuns: 30,
  relay: { questions: 1000, answers: 100 },
};
export const QUICK: BenchOptions = {
  runs: 2, warmup: 1, fieldCounts: [1, 10], keystrokeFieldCounts: [10], heapCycles: 20, adapterRounds: 5, coldRuns: 2,
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
  /** rjsfReact: rjsf with its validator and React; auiReact: the assistant-ui primitives with their store and React. */
  sizes?: { root: { upFront: number; lazy: number }; adapter: { upFront: number }; rjsfReact: number; auiReact: number };
  /** From `request` set until Accept can validate (10 fields): on a fresh page (the chunk fetched and compiled) and after. */
  validateReady: { cold: Stats; warm: Stats };
  /** A choice among 5,000 options: filtering, and how many option elements the list holds. */
  combobox: { filter: Stats; options: number; optionNodes: number };
  /** First paint of a 1-field question by mcp-elicit, the static floor and Lit's own floor (one template, no logic), in turn. */
  litFloor: { mcp: Stats; floor: Stats; lit: Stats };
  adapter: { rounds: number; rawMedianMs: number; adapterMedianMs: number; overheadMs: number };
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

/** The bench page and its lazy chunks (the validator, the combobox…), by URL path, as a host's bundler would split them. */
export async function buildPage({ minify = true } = {}): Promise<Map<string, Uint8Array>> {
  const result = await build({
    entryPoints: { harness: new URL('./page/harness.ts', import.meta.url).pathname },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify,
    write: false,
    outdir: '/bench-page',
    logLevel: 'error',
    // Production builds of everything: React's and Lit's development modes would skew the numbers.
    define: { 'process.env.NODE_ENV': '"production"' },
    conditions: ['production'],
  });
  return new Map(result.outputFiles.map((file) => [file.path.slice('/bench-page'.length), file.contents]));
}

export async function serve(files: Map<string, Uint8Array>): Promise<{ url: string; close: () => Promise<void> }> {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><script type="module" src="/harness.js"></script></body></html>';
  // Cross-origin isolated, so the page's clock reads to 5 µs rather than 100 µs: the 1- and
  // 10-field figures are fractions of a millisecond.
  const isolated = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
  const server = createServer((req, res) => {
    const file = files.get(req.url ?? '');
    if (file) return void res.writeHead(200, { ...isolated, 'content-type': 'text/javascript' }).end(file);
    res.writeHead(200, { ...isolated, 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Heap in use after a forced garbage collection, through the DevTools protocol. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  } finally {
    await cdp.detach();
  }
}

/**
 * Sizes: mcp-elicit's entries as `npm run size` measures them (dist/, built first when a fresh
 * checkout has none) and rjsf + React, bundled and gzipped the same way.
 */
async function sizes(log: (line: string) => void): Promise<NonNullable<BenchResults['sizes']>> {
  if (!existsSync('dist/index.js')) {
    log('building dist/ for the size figures');
    execFileSync('npm', ['run', 'build'], { stdio: 'pipe' });
  }
  const root = await measure('dist/index.js');
  const adapter = await measure('dist/adapter/index.js', { platform: 'neutral' });
  const gzipOf = async (contents: string) => {
    const peer = await build({
      stdin: { contents, resolveDir: process.cwd() },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      write: false,
      logLevel: 'error',
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
    });
    return gzipSync(peer.outputFiles[0].contents, { level: 9 }).length;
  };
  return {
    root: { upFront: root.upFront, lazy: root.lazy.reduce((sum, c) => sum + c.bytes, 0) },
    adapter: { upFront: adapter.upFront },
    rjsfReact: await gzipOf("export { default as Form } from '@rjsf/core'; export { default as validator } from '@rjsf/validator-ajv8'; export { createRoot } from 'react-dom/client';"),
    auiReact: await gzipOf("export { McpElicitationPrimitive } from '@assistant-ui/react-mcp'; export { AuiProvider, AuiConfig } from '@assistant-ui/store'; export { resource } from '@assistant-ui/tap'; export { createRoot } from 'react-dom/client';"),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { runs: samples.length, median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

/**
 * One round of input_required answered by callWithInputs, against the same requests sent by hand,
 * both through the test server's fetch handler in this process (no sockets, no UI).
 */
async function adapterOverhead(rounds: number): Promise<BenchResults['adapter']> {
  const app = createMrtrApp();
  let id = 1;
  const post = async (method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const response = await app.fetch(
      new Request('http://127.0.0.1/mcp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2026-07-28',
          'mcp-method': method,
          'mcp-name': String(params.name),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: id++, method, params }),
      }),
    );
    const reply = (await response.json()) as { result?: Record<string, unknown>; error?: { message: string } };
    if (reply.error) throw new Error(reply.error.message);
    return reply.result!;
  };
  const envelope = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {}, url: {} } },
    'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
  };
  const params = { name: 'delete_file', arguments: { path: '/bench' } };
  const answer = { action: 'accept' as const, content: { confirm: true } };

  const raw = async () => {
    const first = await post('tools/call', { ...params, _meta: envelope });
    await post('tools/call', { ...params, _meta: envelope, inputResponses: { confirm: answer }, requestState: first.requestState });
  };
  const send: Send = (request) => post(request.method, request.params);
  const adapted = () => callWithInputs(send, { method: 'tools/call', params }, { elicit: async () => answer });

  const rawTimes: number[] = [];
  const adapterTimes: number[] = [];
  for (let i = 0; i < 20; i++) await Promise.all([raw(), adapted()]); // warm up
  for (let i = 0; i < rounds; i++) {
    // Interleaved, so drift in the machine's speed hits both alike.
    let t = performance.now();
    await raw();
    rawTimes.push(performance.now() - t);
    t = performance.now();
    await adapted();
    adapterTimes.push(performance.now() - t);
  }
  const rawMedianMs = median(rawTimes);
  const adapterMedianMs = median(adapterTimes);
  return { rounds, rawMedianMs, adapterMedianMs, overheadMs: adapterMedianMs - rawMedianMs };
}

export async function runBench(options: BenchOptions, log: (line: string) => void = () => {}): Promise<BenchResults> {
  const { url, close } = await serve(await buildPage());
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => (globalThis as unknown as { bench?: { ready?: boolean } }).bench?.ready === true);

    /** Every renderer's runs of `fn`, taking turns run by run (see the page), from a collected heap. */
    const measureAll = async (fn: 'firstPaint' | 'keystroke', fields: number): Promise<Record<Renderer, Stats>> => {
      await heapAfterGc(page);
      const samples = await page.evaluate(
        ([fn, renderers, params, runs, warmup]) =>
          (globalThis as unknown as { bench: BenchApi }).bench[fn as 'firstPaint'](renderers as Renderer[], params, runs as number, warmup as number),
        [fn, PAINTERS, manyFields(fields), options.runs, options.warmup] as const,
      );
      return { mcp: stats(samples.mcp), floor: stats(samples.floor), rjsf: stats(samples.rjsf), aui: stats(samples.aui) };
    };

    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: {
        cpu: cpus()[0]?.model ?? 'unknown',
        cores: cpus().length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        os: `${osType()} ${release()}`,
        node: process.version,
        chromium: browser.version(),
      },
      options,
      firstPaint: {},
      keystroke: {},
      heap: {},
      adapter: { rounds: 0, rawMedianMs: 0, adapterMedianMs: 0, overheadMs: 0 },
      validateReady: { cold: { runs: 0, median: 0, p95: 0, min: 0, max: 0 }, warm: { runs: 0, median: 0, p95: 0, min: 0, max: 0 } },
      combobox: { filter: { runs: 0, median: 0, p95: 0, min: 0, max: 0 }, options: 0, optionNodes: 0 },
      litFloor: { mcp: stats([0]), floor: stats([0]), lit: stats([0]) },
    };

    const want = (part: string) => !options.only || options.only.includes(part);
    if (want('paint')) {
      for (const fields of options.fieldCounts) {
        log(`first paint, ${fields} fields`);
        results.firstPaint[fields] = await measureAll('firstPaint', fields);
      }
      log("first paint, 1 field, with Lit's floor");
      await heapAfterGc(page);
      const lit = await page.evaluate(
        ([p, n, w]) => (globalThis as unknown as { bench: BenchApi }).bench.litFloor(p, n as number, w as number),
        [manyFields(1), options.runs, options.warmup] as const,
      );
      results.litFloor = { mcp: stats(lit.mcp), floor: stats(lit.floor), lit: stats(lit.lit) };
    }
    if (want('keystroke')) {
      for (const fields of options.keystrokeFieldCounts) {
        log(`keystroke, ${fields} fields`);
        results.keystroke[fields] = await measureAll('keystroke', fields);
      }
    }
    if (want('heap')) {
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
    if (want('validate')) {
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
    if (want('combobox')) {
      log('combobox, 5,000 options');
      const fiveThousand = { mode: 'form', message: 'Which one?', requestedSchema: { type: 'object', properties: { country: { type: 'string', title: 'Option', oneOf: manyOptions(5000) } } } };
      results.combobox = await page.evaluate(([p, n]) => (globalThis as unknown as { bench: BenchApi }).bench.comboboxFilter(p, n as number), [fiveThousand, options.runs] as const);
    }
    if (want('chat')) {
      log(`a chat of ${options.chat.questions} kept questions, ${options.chat.rounds} rounds`);
      results.chat = await measureChat(page, options.chat, heapAfterGc, stats);
    }
    if (want('burst')) {
      log(`bursts of ${options.burst.count} questions, modal and inline`);
      results.burst = await measureBursts(page, options.burst, stats);
    }
    if (want('guard')) {
      log(`the activation guard, ${options.guardRuns} questions per input kind`);
      results.guard = await measureGuard(page, options.guardRuns, stats, ACTIVATION_DELAY_MS);
    }
    if (want('phone')) {
      log(`the slow phone, ${options.phoneRuns} cold runs per validator`);
      results.phone = await measurePhone(browser, url, options.phoneRuns, stats);
    }
    if (errors.length) throw new Error(`the bench page failed: ${errors.join('; ')}`);

    if (options.sizes !== false && want('sizes')) {
      log('bundle sizes');
      results.sizes = await sizes(log);
    }
    if (want('adapter')) {
      log('adapter overhead');
      results.adapter = await adapterOverhead(options.adapterRounds);
    }
    if (want('server')) {
      log('the MCP client on a server: sealed state, open questions, latency');
      results.serverSide = await measureServerSide(options.serverSide);
    }
    if (want('tasks')) {
      log(`${options.tasksBurst.tasks} background tasks at once`);
      results.tasksBurst = await measureTasksBurst(options.tasksBurst);
    }
    if (options.relay && want('relay')) {
      results.relay = await measureRelay(options.relay, stats, log);
    }
    return results;
  } finally {
    await browser.close();
    await close();
  }
}
