// The browser side of `npm run bench`: the same request rendered by mcp-elicit, by rjsf on React 19,
// and as a static-HTML floor (the same markup cloned from a <template>), measured the same way.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { ajvValidator, preloadValidator } from '../../src/index.js'; // defines the elements too
import { McpElicitationForm } from '../../src/elements/elicitation-form/elicitation-form.js';
import { McpElicitation } from '../../src/elements/elicitation/elicitation.js';

import { mountLitFloor } from './lit-floor.js';
import { chatBuild, chatClear, chatScroll, chatShowQuestion } from './chat.js';
import { burst } from './burst.js';
import { phoneAccept } from './phone.js';
import { guardAnswered, guardAsk } from './guard.js';
import { mountAssistantUi } from './assistant-ui.js';
import type { BenchApi, Renderer, Stats } from '../types.js';
import { QUESTION_SELECTOR, fieldIndexOf, fieldLineId } from '../../src/model/markup.js';
import { stripMarkers } from '../../src/internal/lit-markers.js';

type Params = { message: string; requestedSchema: { properties: Record<string, Record<string, unknown>>; required?: string[] } };

/** A mounted form, with what keystroke measurement needs. */
interface Mounted {
  /** The first text-like input whose validity a keystroke toggles (an email field). */
  input(): HTMLInputElement;
  /** Whether an error is shown for that input. */
  showsError(): boolean;
  /** Whether the feedback for the last keystroke is on screen (default: `showsError() === invalid`). */
  feedbackShown?(invalid: boolean): boolean;
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

/**
 * The static floor: what mcp-elicit puts on screen, with no logic. The same two shadow roots (the
 * `<mcp-elicitation>` wrapper's and the form's) with the same stylesheets and the same finished
 * markup, cloned from a <template>. For keystrokes it is the markup after an accept attempt (every
 * problem shown, as mcp-elicit is measured), and the feedback is every change mcp-elicit makes on
 * screen for it, prepared beforehand: the field's error line, its "invalid" class, the control's
 * aria-invalid / aria-describedby / aria-errormessage, the summary's line and count.
 */
interface Floor {
  template: HTMLTemplateElement;
  sheets: CSSStyleSheet[];
  outerSheets: CSSStyleSheet[];
  /** The inner host's attributes (class, exportparts). */
  hostAttributes: [string, string][];
  /** For keystrokes: the email field's feedback, prepared. */
  feedback?: Feedback;
}

interface Feedback {
  /** The error line and the summary's line, as mcp-elicit renders them. */
  error: Element;
  summaryLine: Element;
  /** The index of the summary line among the summary's lines once shown. */
  summaryAt: number;
  title: { off: string; on: string };
  field: { off: string; on: string };
  control: { off: [string, string | null][]; on: [string, string | null][] };
}

const floors = new Map<string, Floor>();
const sheetsOf = (kind: { elementStyles: unknown }) => (kind.elementStyles as { styleSheet?: CSSStyleSheet }[]).map((s) => s.styleSheet!).filter(Boolean);
const ARIA = ['aria-invalid', 'aria-describedby', 'aria-errormessage'];

/** A finished copy of `node`: Lit's binding markers stripped. */
function finished<T extends Node>(node: T): T {
  const copy = node.cloneNode(true) as T;
  stripMarkers(copy);
  return copy;
}

async function floorFor(params: Params, submitted: boolean): Promise<Floor> {
  const key = `${submitted}${JSON.stringify(params)}`;
  const cached = floors.get(key);
  if (cached) return cached;
  const el = document.createElement('mcp-elicitation');
  el.request = params;
  stage.append(el);
  await el.ready;
  const inner = el.shadowRoot!.querySelector<HTMLElement>(QUESTION_SELECTOR)!;
  const root = inner.shadowRoot!;
  let feedback: Feedback | undefined;
  if (submitted) {
    root.querySelector<HTMLButtonElement>('[part~="accept-button"]')!.click();
    for (let i = 0; i < 200 && !root.querySelector('[part~="error-summary"]'); i++) await idle();
  }
  const template = document.createElement('template');
  template.content.append(...Array.from(root.childNodes, finished).filter((n) => n.nodeType !== Node.COMMENT_NODE));
  if (submitted) {
    const input = root.querySelector<HTMLInputElement>('input[type="email"]')!;
    const field = input.closest('.field')!;
    const title = root.querySelector('.summary-title')!;
    const off = { title: title.textContent!, field: field.getAttribute('class')!, control: ARIA.map((a) => [a, input.getAttribute(a)] as [string, string | null]) };
    input.value = 'not an address';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    const lines = Array.from(root.querySelectorAll('.summary li'));
    const summaryAt = lines.findIndex((li) => li.querySelector('a')!.getAttribute('href') === `#${input.id}`);
    feedback = {
      error: finished(root.getElementById(fieldLineId(fieldIndexOf(input.id)!, 'error'))!),
      summaryLine: finished(lines[summaryAt]),
      summaryAt,
      title: { off: off.title, on: title.textContent! },
      field: { off: off.field, on: field.getAttribute('class')! },
      control: { off: off.control, on: ARIA.map((a) => [a, input.getAttribute(a)]) },
    };
  }
  const made: Floor = {
    template,
    sheets: sheetsOf(McpElicitationForm),
    outerSheets: sheetsOf(McpElicitation),
    hostAttributes: Array.from(inner.attributes, (a) => [a.name, a.value]),
    feedback,
  };
  el.remove();
  floors.set(key, made);
  return made;
}

/** Makes the floor's DOM show (or stop showing) the email field's feedback, exactly as mcp-elicit would. */
function applyFeedback(root: ShadowRoot, feedback: Feedback, prepared: { error: Element; line: Element }, on: boolean): void {
  const input = root.querySelector<HTMLInputElement>('input[type="email"]')!;
  const side = on ? 'on' : 'off';
  input.closest('.field')!.setAttribute('class', feedback.field[side]);
  for (const [name, value] of feedback.control[side]) {
    if (value === null) input.removeAttribute(name);
    else input.setAttribute(name, value);
  }
  root.querySelector('.summary-title')!.textContent = feedback.title[side];
  if (on) {
    input.after(prepared.error);
    root.querySelector('.summary ul')!.insertBefore(prepared.line, root.querySelectorAll('.summary li')[feedback.summaryAt] ?? null);
  } else {
    prepared.error.remove();
    prepared.line.remove();
  }
}

async function mount(
  renderer: Renderer,
  params: Params,
  measuring: 'firstPaint' | 'keystroke' | 'cycles',
  into: HTMLElement = stage,
): Promise<{ start: () => void; done: () => Promise<Mounted> }> {
  const host = document.createElement('div');
  into.append(host);
  if (renderer === 'mcp') {
    const el = document.createElement('mcp-elicitation');
    host.append(el);
    await el.updateComplete;
    const inner = () => el.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!;
    return {
      start: () => void (el.request = params),
      done: async () => {
        await el.updateComplete;
        layout(el);
        return {
          input: () => inner().querySelector<HTMLInputElement>('input[type="email"]')!,
          showsError: () => !!inner().getElementById(fieldLineId(fieldIndexOf(inner().querySelector('input[type="email"]')!.id)!, 'error')),
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
  if (renderer === 'aui') {
    // The primitives check no formats: a keystroke's only feedback is its value, put on screen.
    const committed = new Map<string, unknown>();
    const aui = mountAssistantUi(params, host, (name, value) => committed.set(name, value));
    const email = () => host.querySelector<HTMLInputElement>('input[type="email"]')!;
    return {
      start: aui.render,
      done: async () => {
        layout(host);
        return {
          input: email,
          showsError: () => false,
          feedbackShown: () => committed.get(email().id.slice('aui-'.length)) === email().value,
          settle: microtask,
          prepare: async () => {},
          unmount: () => {
            aui.unmount();
            host.remove();
          },
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
  const { template, sheets, outerSheets, hostAttributes, feedback } = await floorFor(params, measuring === 'keystroke');
  // As in mcp-elicit before its request is set: the wrapper's shadow root, the question's host in it, the question's empty shadow root.
  const outer = host.attachShadow({ mode: 'open', delegatesFocus: true });
  outer.adoptedStyleSheets = outerSheets;
  const question = document.createElement('div');
  for (const [name, value] of hostAttributes) question.setAttribute(name, value);
  const shadow = question.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = sheets;
  outer.append(question);
  const prepared = feedback && { error: feedback.error.cloneNode(true) as Element, line: feedback.summaryLine.cloneNode(true) as Element };
  return {
    start: () => void shadow.append(template.content.cloneNode(true)),
    done: async () => {
      layout(host);
      return {
        input: () => shadow.querySelector<HTMLInputElement>('input[type="email"]')!,
        showsError: () => !!prepared?.error.isConnected,
        prepare: async () => {},
        settle: async () => {
          // The floor's whole "validation": show or hide the prepared feedback.
          const input = shadow.querySelector<HTMLInputElement>('input[type="email"]')!;
          applyFeedback(shadow, feedback!, prepared!, !input.value.includes('@'));
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
  const root = el.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!;
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
