// The browser side of `npm run bench`: the same request rendered by mcp-elicit, by rjsf on React 19,
// by assistant-ui's primitives and as a static-HTML floor (renderers/, one file each), measured the same way.
import { ajvValidator, preloadValidator } from '../../src/index.js'; // defines the elements too
import { McpElicitation } from '../../src/elements/elicitation/elicitation.js';

import { mountLitFloor } from './lit-floor.js';
import { chatBuild, chatClear, chatScroll, chatShowQuestion } from './chat.js';
import { burst } from './burst.js';
import { phoneAccept } from './phone.js';
import { guardAnswered, guardAsk } from './guard.js';
import { idle, layout, microtask, mount, sheetsOf, stage, type Mounted, type Params } from './renderers/index.js';
import type { BenchApi, Renderer, Stats } from '../types.js';
import { questionRoot } from '../../src/testing/read-question.js';

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { runs: samples.length, median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

type Samples = Record<Renderer, number[]>;

/** The renderers in a different order each run, so that none always runs after the same one. */
const inTurn = (renderers: Renderer[], run: number): Renderer[] => renderers.map((_, i) => renderers[(i + run) % renderers.length]);

/**
 * Setting `request` (or rendering, or cloning) until the form is rendered and laid out. The
 * renderers take turns run by run, so that a drift in this shared machine's speed (it can halve
 * within a minute) hits all of them alike; the first `warmup` turns are not measured.
 */
async function firstPaint(renderers: Renderer[], params: Params, runs: number, warmup: number): Promise<Samples> {
  const samples: Samples = { mcp: [], floor: [], rjsf: [], aui: [] };
  for (let i = 0; i < runs + warmup; i++) {
    for (const renderer of inTurn(renderers, i)) {
      const { start, done } = await mount(renderer, params, 'firstPaint');
      const t0 = performance.now();
      start();
      const mounted = await done();
      const elapsed = performance.now() - t0;
      if (i >= warmup) samples[renderer].push(elapsed);
      mounted.unmount();
      await idle();
    }
  }
  return samples;
}

/**
 * Typing into an email field until its error appears or disappears on screen. Each renderer's form
 * has a stage of its own (absolutely placed, so a change in one moves nothing in another); they
 * take turns keystroke by keystroke, as first paint's runs do.
 */
async function keystroke(renderers: Renderer[], params: Params, runs: number, warmup: number): Promise<Samples> {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const forms = new Map<Renderer, { mounted: Mounted; place: HTMLElement }>();
  for (const renderer of renderers) {
    const place = document.createElement('div');
    place.style.cssText = 'position: absolute; left: 0; top: 0; width: 800px;';
    document.body.append(place);
    const { start, done } = await mount(renderer, params, 'keystroke', place);
    start();
    const mounted = await done();
    await mounted.prepare();
    forms.set(renderer, { mounted, place });
  }
  const samples: Samples = { mcp: [], floor: [], rjsf: [], aui: [] };
  for (let i = 0; i < runs + warmup; i++) {
    const invalid = i % 2 === 0;
    for (const renderer of inTurn(renderers, i)) {
      const { mounted, place } = forms.get(renderer)!;
      const input = mounted.input();
      const t0 = performance.now();
      setValue.call(input, invalid ? `person${i}` : `person${i}@example.com`);
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await mounted.settle();
      const shown = () => (mounted.feedbackShown ? mounted.feedbackShown(invalid) : mounted.showsError() === invalid);
      for (let spins = 0; !shown(); spins++) {
        if (spins > 1000) throw new Error(`${renderer}: the feedback never showed`);
        await (spins < 20 ? microtask() : idle());
      }
      layout(place);
      const elapsed = performance.now() - t0;
      if (i >= warmup) samples[renderer].push(elapsed);
      await idle();
    }
  }
  for (const { mounted, place } of forms.values()) {
    mounted.unmount();
    place.remove();
  }
  return samples;
}

/**
 * First paint of a 1-field question by mcp-elicit, the static floor and Lit's own floor (one Lit
 * template with the same markup and no logic, see lit-floor.ts), taking turns as firstPaint's do.
 */
async function litFloor(params: Params, runs: number, warmup: number): Promise<{ mcp: number[]; floor: number[]; lit: number[] }> {
  const samples = { mcp: [] as number[], floor: [] as number[], lit: [] as number[] };
  const kinds = ['mcp', 'floor', 'lit'] as const;
  for (let i = 0; i < runs + warmup; i++) {
    for (let k = 0; k < kinds.length; k++) {
      const kind = kinds[(k + i) % kinds.length];
      let start: () => void;
      let done: () => Promise<unknown>;
      let unmount: () => void;
      if (kind === 'lit') {
        const host = document.createElement('div');
        stage.append(host);
        ({ start, done } = await mountLitFloor(host, sheetsOf(McpElicitation), params));
        const finish = done;
        done = () => finish().then(() => layout(host));
        unmount = () => host.remove();
      } else {
        const mounted = await mount(kind, params, 'firstPaint');
        start = mounted.start;
        let got: Mounted | undefined;
        done = async () => (got = await mounted.done());
        unmount = () => got?.unmount();
      }
      const t0 = performance.now();
      start();
      await done();
      const elapsed = performance.now() - t0;
      if (i >= warmup) samples[kind].push(elapsed);
      unmount();
      await idle();
    }
  }
  return samples;
}

/** Mount and unmount `count` times (mcp-elicit with a countdown running), for heap measurements. */
async function cycles(renderer: Renderer, params: Params, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    if (renderer === 'mcp') {
      const el = document.createElement('mcp-elicitation');
      el.timeout = 60_000;
      el.request = params;
      stage.append(el);
      await el.updateComplete;
      el.remove();
    } else {
      const { start, done } = await mount(renderer, params, 'cycles');
      start();
      (await done()).unmount();
    }
    if (i % 50 === 0) await idle();
  }
  await idle();
}

/**
 * From setting `request` until Accept can validate: the form rendered, the validator's chunk
 * loaded and compiled (`ready`). The first run on a fresh page is the cold figure.
 */
async function validateReady(params: Params, runs: number): Promise<Stats> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const el = document.createElement('mcp-elicitation');
    stage.append(el);
    await el.updateComplete;
    const t0 = performance.now();
    el.request = params;
    await el.ready;
    samples.push(performance.now() - t0);
    el.remove();
    await idle();
  }
  return stats(samples);
}

/**
 * A choice among many options (a combobox): typing a filter until the list shows what matches,
 * laid out; and how many option elements the list holds (it renders only what is in view).
 */
async function comboboxFilter(params: Params, runs: number, warmup = 3): Promise<{ filter: Stats; options: number; optionNodes: number }> {
  const el = document.createElement('mcp-elicitation');
  el.request = params;
  stage.append(el);
  await el.ready;
  const root = questionRoot(el);
  const input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  input.focus();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const listed = () => root.querySelectorAll('[role="option"]');
  const samples: number[] = [];
  let optionNodes = 0;
  for (let i = 0; i < runs + warmup; i++) {
    // Alternates a filter matching 11 options ("Option 100", "Option 1000"…"Option 1009") and one matching 1,111 ("Option 4"…).
    const filter = i % 2 === 0 ? 'Option 100' : 'Option 4';
    const t0 = performance.now();
    setValue.call(input, filter);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    for (let spins = 0; (listed()[0]?.textContent ?? '').trim() !== filter; spins++) {
      if (spins > 1000) throw new Error('the filtered list never showed');
      await (spins < 20 ? microtask() : idle());
    }
    layout(stage);
    if (i >= warmup) samples.push(performance.now() - t0);
    optionNodes = Math.max(optionNodes, listed().length);
    await idle();
  }
  el.remove();
  const total = (params.requestedSchema.properties.country as { oneOf: unknown[] }).oneOf.length;
  return { filter: stats(samples), options: total, optionNodes };
}

const api: BenchApi = {
  ready: true,
  firstPaint: (renderers, params, runs, warmup) => firstPaint(renderers, params as Params, runs, warmup),
  keystroke: (renderers, params, runs, warmup) => keystroke(renderers, params as Params, runs, warmup),
  cycles: (renderer, params, count) => cycles(renderer, params as Params, count),
  validateReady: (params, runs) => validateReady(params as Params, runs),
  comboboxFilter: (params, runs) => comboboxFilter(params as Params, runs),
  litFloor: (params, runs, warmup) => litFloor(params as Params, runs, warmup),
  chatBuild,
  chatScroll,
  chatShowQuestion,
  chatClear,
  burst,
  guardAsk,
  guardAnswered,
  phoneAccept: (params, variant) => phoneAccept(params as Record<string, unknown>, variant),
  preloadAjv: () => preloadValidator(ajvValidator),
};
(globalThis as unknown as { bench: BenchApi }).bench = api;
