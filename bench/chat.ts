// The long chat, measured from Node: for each renderer in turn, a transcript of kept questions
// built and laid out, its elements and JS heap per question, and scrolling it.
import type { Page } from 'playwright-core';
import type { BenchApi, ChatRenderer as Renderer, Stats } from './types.js';

export interface ChatFigures {
  /** Building the whole transcript, laid out (ms), over the rounds. */
  build: Stats;
  /** Elements per kept question, deep (through shadow roots). */
  elementsPerQuestion: number;
  /** JS heap per kept question (bytes), after a forced GC: the median over the rounds. */
  heapPerQuestion: number;
  /** One scroll step: style, layout and a hit test (ms). */
  scroll: Stats;
}

export interface ChatResults {
  questions: number;
  rounds: number;
  byRenderer: Record<Renderer, ChatFigures>;
  /** "Show the question" on a kept question still shows the read-only form, on demand. */
  showQuestion: { before: number; after: number; fields: number };
}

type Bench = { bench: BenchApi };
const RENDERERS: Renderer[] = ['mcp', 'floor', 'rjsf'];

export async function measureChat(
  page: Page,
  { questions, rounds, scrollSteps }: { questions: number; rounds: number; scrollSteps: number },
  heapAfterGc: (page: Page) => Promise<number>,
  stats: (samples: number[]) => Stats,
): Promise<ChatResults> {
  const samples = Object.fromEntries(RENDERERS.map((r) => [r, { build: [] as number[], elements: 0, heap: [] as number[], scroll: [] as number[] }])) as Record<
    Renderer,
    { build: number[]; elements: number; heap: number[]; scroll: number[] }
  >;
  let showQuestion = { before: 0, after: 0, fields: 0 };
  // One unmeasured transcript each first: code compiled on first use is no kept question's memory.
  for (const renderer of RENDERERS) {
    await page.evaluate(([r, n]) => (globalThis as unknown as Bench).bench.chatBuild(r as Renderer, n as number), [renderer, questions] as const);
    await page.evaluate(() => (globalThis as unknown as Bench).bench.chatClear());
  }
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < RENDERERS.length; k++) {
      const renderer = RENDERERS[(k + round) % RENDERERS.length];
      const before = await heapAfterGc(page);
      const built = await page.evaluate(([r, n]) => (globalThis as unknown as Bench).bench.chatBuild(r as Renderer, n as number), [renderer, questions] as const);
      const after = await heapAfterGc(page);
      const scroll = await page.evaluate((n) => (globalThis as unknown as Bench).bench.chatScroll(n), scrollSteps);
      if (renderer === 'mcp' && round === 0) showQuestion = await page.evaluate(() => (globalThis as unknown as Bench).bench.chatShowQuestion());
      await page.evaluate(() => (globalThis as unknown as Bench).bench.chatClear());
      const s = samples[renderer];
      s.build.push(built.ms);
      s.elements = built.elements;
      s.heap.push((after - before) / questions);
      s.scroll.push(...scroll);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const byRenderer = Object.fromEntries(
    RENDERERS.map((r) => [
      r,
      { build: stats(samples[r].build), elementsPerQuestion: samples[r].elements / questions, heapPerQuestion: median(samples[r].heap), scroll: stats(samples[r].scroll) },
    ]),
  ) as Record<Renderer, ChatFigures>;
  return { questions, rounds, byRenderer, showQuestion };
}
