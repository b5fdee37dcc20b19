// The browser side of `npm run bench`: the same request rendered by mcp-elicit, by rjsf on React 19,
// and as a static-HTML floor (the same markup cloned from a <template>), measured the same way.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import '../../src/index.js';
import { McpElicitationForm } from '../../src/elements/elicitation-form/elicitation-form.js';

import type { BenchApi, Renderer, Stats } from '../types.js';

type Params = { message: string; requestedSchema: { properties: Record<string, Record<string, unknown>>; required?: string[] } };

/** A mounted form, with what keystroke measurement needs. */
interface Mounted {
  /** The first text-like input whose validity a keystroke toggles (an email field). */
  input(): HTMLInputElement;
  /** Whether an error is shown for that input. */
  showsError(): boolean;
  /** Waits until the DOM reflects the last change (a microtask for Lit and React alike). */
  settle(): Promise<void>;
  /** Puts the form where every keystroke gives feedback (mcp-elicit: after an accept attempt). */
  prepare(): Promise<void>;
  unmount(): void;
}

const stage = document.createElement('div');
stage.style.cssText = 'position: absolute; left: 0; top: 0; width: 800px;';
document.body.append(stage);

/** Forces style and layout, so a measurement ends when the next frame has nothing left to do but paint. */
const layout = (el: Element): number => el.getBoundingClientRect().height;

const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** rjsf renders the same JSON Schema; arrays become checkbox groups, as ours are. */
function rjsfProps(params: Params) {
  const schema = structuredClone(params.requestedSchema) as Params['requestedSchema'];
  const uiSchema: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    if (property.type === 'array') {
      property.uniqueItems = true;
      uiSchema[key] = { 'ui:widget': 'checkboxes' };
    }
  }
  return { schema, uiSchema, validator, liveValidate: 'onChange' as const, showErrorList: false as const, noHtml5Validate: true };
}

/** The markup of mcp-elicit's rendered form, for the static floor: same elements, same styles, no logic. */
const floorTemplates = new Map<string, { template: HTMLTemplateElement; sheets: CSSStyleSheet[] }>();

async function floorFor(params: Params): Promise<{ template: HTMLTemplateElement; sheets: CSSStyleSheet[] }> {
  const key = JSON.stringify(params);
  const cached = floorTemplates.get(key);
  if (cached) return cached;
  const el = document.createElement('mcp-elicitation-form');
  el.request = params;
  stage.append(el);
  await el.updateComplete;
  const template = document.createElement('template');
  // Strip Lit's binding markers: the floor is plain, finished HTML.
  template.innerHTML = el.shadowRoot!.innerHTML.replace(/<!--[^>]*-->/g, '');
  const error = document.createElement('p');
  error.setAttribute('part', 'error');
  error.id = 'floor-error';
  error.hidden = true;
  error.textContent = 'Enter an email address like name@example.com';
  template.content.querySelector('input[type="email"]')?.after(error);
  const sheets = (McpElicitationForm.elementStyles as { styleSheet?: CSSStyleSheet }[]).map((s) => s.styleSheet!).filter(Boolean);
  el.remove();
  const made = { template, sheets };
  floorTemplates.set(key, made);
  return made;
}

async function mount(renderer: Renderer, params: Params): Promise<{ start: () => void; done: () => Promise<Mounted> }> {
  const host = document.createElement('div');
  stage.append(host);
  if (renderer === 'mcp') {
    const el = document.createElement('mcp-elicitation');
    host.append(el);
    await el.updateComplete;
    const inner = () => el.shadowRoot!.querySelector('.question')!.shadowRoot!;
    return {
      start: () => void (el.request = params),
      done: async () => {
        await el.updateComplete;
        layout(el);
        return {
          input: () => inner().querySelector<HTMLInputElement>('input[type="email"]')!,
          showsError: () => !!inner().querySelector(`#${inner().querySelector('input[type="email"]')!.id}-error`),
          settle: () => el.updateComplete.then(() => undefined),
          prepare: async () => {
            // After an accept attempt every field gives live feedback, as rjsf's liveValidate does.
            await el.ready;
            inner().querySelector<HTMLButtonElement>('[part~="accept-button"]')!.click();
            for (let i = 0; i < 200 && !inner().querySelector('[part~="error-summary"]'); i++) await idle();
          },
          unmount: () => host.remove(),
        };
      },
    };
  }
  if (renderer === 'rjsf') {
    const root: Root = createRoot(host);
    return {
      start: () => flushSync(() => root.render(createElement(Form, rjsfProps(params)))),
      done: async () => {
        layout(host);
        const email = () => host.querySelector<HTMLInputElement>('input[type="email"]')!;
        return {
          input: email,
          showsError: () => !!email().closest('.form-group')?.querySelector('li.text-danger'),
          settle: microtask,
          prepare: async () => {},
          unmount: () => {
            root.unmount();
            host.remove();
          },
        };
      },
    };
  }
  const { template, sheets } = await floorFor(params);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = sheets;
  return {
    start: () => void shadow.append(template.content.cloneNode(true)),
    done: async () => {
      layout(host);
      return {
        input: () => shadow.querySelector<HTMLInputElement>('input[type="email"]')!,
        showsError: () => !shadow.getElementById('floor-error')!.hidden,
        prepare: async () => {},
        settle: async () => {
          // The floor's whole "validation": show or hide a prepared message.
          const input = shadow.querySelector<HTMLInputElement>('input[type="email"]')!;
          shadow.getElementById('floor-error')!.hidden = input.value.includes('@');
        },
        unmount: () => host.remove(),
      };
    },
  };
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { runs: samples.length, median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Lets leftover work (a lazily loaded validator compiling) finish between runs. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Setting `request` (or rendering, or cloning) until the form is rendered and laid out. */
async function firstPaint(renderer: Renderer, params: Params, runs: number, warmup = 3): Promise<Stats> {
  const samples: number[] = [];
  for (let i = 0; i < runs + warmup; i++) {
    const { start, done } = await mount(renderer, params);
    const t0 = performance.now();
    start();
    const mounted = await done();
    const elapsed = performance.now() - t0;
    if (i >= warmup) samples.push(elapsed);
    mounted.unmount();
    await idle();
  }
  return stats(samples);
}

/** Typing into an email field until its error appears or disappears on screen. */
async function keystroke(renderer: Renderer, params: Params, runs: number, warmup = 3): Promise<Stats> {
  const { start, done } = await mount(renderer, params);
  start();
  const mounted = await done();
  await mounted.prepare();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const samples: number[] = [];
  for (let i = 0; i < runs + warmup; i++) {
    const input = mounted.input();
    const invalid = i % 2 === 0;
    const t0 = performance.now();
    setValue.call(input, invalid ? `person${i}` : `person${i}@example.com`);
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await mounted.settle();
    for (let spins = 0; mounted.showsError() !== invalid; spins++) {
      if (spins > 1000) throw new Error(`${renderer}: the feedback never showed`);
      await (spins < 20 ? microtask() : idle());
    }
    layout(stage);
    const elapsed = performance.now() - t0;
    if (i >= warmup) samples.push(elapsed);
    await idle();
  }
  mounted.unmount();
  return stats(samples);
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
      const { start, done } = await mount(renderer, params);
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
  const root = el.shadowRoot!.querySelector('.question')!.shadowRoot!;
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
  const total = ((params.requestedSchema.properties.country as { oneOf: unknown[] }).oneOf).length;
  return { filter: stats(samples), options: total, optionNodes };
}

const api: BenchApi = {
  ready: true,
  firstPaint: (renderer, params, runs) => firstPaint(renderer, params as Params, runs),
  keystroke: (renderer, params, runs) => keystroke(renderer, params as Params, runs),
  cycles: (renderer, params, count) => cycles(renderer, params as Params, count),
  validateReady: (params, runs) => validateReady(params as Params, runs),
  comboboxFilter: (params, runs) => comboboxFilter(params as Params, runs),
};
(globalThis as unknown as { bench: BenchApi }).bench = api;
