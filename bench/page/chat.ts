// The bench page's long chat: a transcript that keeps its answered questions, as the demo keeps
// them (`elicit(…, { container, keep: true })`), against the same summaries as static markup
// (the floor) and rjsf's read-only form of the same request.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { elicit } from '../../src/index.js';
import type { McpElicitation } from '../../src/elements/elicitation/elicitation.js';
import type { ChatRenderer as Renderer } from '../types.js';
import { QUESTION_SELECTOR } from '../../src/model/markup.js';
import { questionRoot } from '../../src/testing/read-question.js';
import { stripMarkers } from '../../src/internal/lit-markers.js';

/** A question of three fields, as a help desk asks them, and what the person answered. */
export const keptRequest = (i: number) => ({
  mode: 'form' as const,
  message: `Who is customer ${i + 1}?`,
  requestedSchema: {
    type: 'object' as const,
    properties: {
      name: { type: 'string', title: 'Name' },
      news: { type: 'boolean', title: 'Newsletter' },
      plan: {
        type: 'string',
        title: 'Plan',
        oneOf: [
          { const: 'free', title: 'Free' },
          { const: 'team', title: 'Team' },
          { const: 'pro', title: 'Pro' },
        ],
      },
    },
    required: ['name'],
  },
});
const keptValues = (i: number) => ({ name: `Customer ${i + 1}`, news: i % 2 === 0, plan: 'team' });

const SERVER = { name: 'Help desk' };
const layout = (el: Element): number => el.getBoundingClientRect().height;
const innerOf = (el: McpElicitation) => questionRoot(el);

/** Elements under `root`, through every shadow root: what the browser keeps for the transcript. */
export function deepElements(root: ParentNode): number {
  let n = 0;
  for (const el of root.querySelectorAll('*')) {
    n++;
    if (el.shadowRoot) n += deepElements(el.shadowRoot);
  }
  return n;
}

let transcript: HTMLOListElement | undefined;
let reactRoots: Root[] = [];
let floorTemplate: { template: HTMLTemplateElement; sheets: CSSStyleSheet[][] } | undefined;

function freshTranscript(): HTMLOListElement {
  chatClear();
  transcript = document.createElement('ol');
  transcript.style.cssText = 'position: absolute; left: 0; top: 0; width: 800px; height: 900px; overflow: auto; margin: 0; padding: 0; list-style: none;';
  document.body.append(transcript);
  return transcript;
}

/** One question asked in the transcript and answered at once, kept as its summary. */
async function askAndAnswer(list: HTMLElement, i: number): Promise<McpElicitation> {
  const turn = list.appendChild(document.createElement('li'));
  const answered = elicit(keptRequest(i), { container: turn, keep: true, values: keptValues(i), server: SERVER });
  const el = turn.querySelector('mcp-elicitation')!;
  await el.ready;
  innerOf(el).querySelector<HTMLButtonElement>('[part~="accept-button"]')!.click();
  await answered;
  await el.updateComplete;
  return el;
}

/**
 * The floor: a kept question's summary as mcp-elicit shows it (header, what was sent, "Show the
 * question", the outcome), cloned as finished markup into the same two shadow roots with the
 * same stylesheets, with nothing behind the disclosure and no logic.
 */
async function floorOf(): Promise<NonNullable<typeof floorTemplate>> {
  if (floorTemplate) return floorTemplate;
  const scratch = document.body.appendChild(document.createElement('div'));
  const el = await askAndAnswer(scratch, 0);
  const inner = innerOf(el);
  const template = document.createElement('template');
  for (const node of inner.childNodes) if (node.nodeType !== Node.COMMENT_NODE) template.content.append(node.cloneNode(true));
  stripMarkers(template.content);
  for (const details of template.content.querySelectorAll('details')) for (const child of [...details.children]) if (child.localName !== 'summary') child.remove();
  floorTemplate = { template, sheets: [el.shadowRoot!.adoptedStyleSheets, inner.adoptedStyleSheets] };
  scratch.remove();
  return floorTemplate;
}

function rjsfReadOnly(i: number) {
  const { requestedSchema } = keptRequest(i);
  return { schema: structuredClone(requestedSchema) as RJSFSchema, formData: keptValues(i), validator, readonly: true, uiSchema: { 'ui:submitButtonOptions': { norender: true } } };
}

/**
 * Builds a transcript of `count` kept questions with `renderer` and lays it out: mcp-elicit asks
 * each and has it answered (shown, accepted, folded to its summary), rjsf renders each read-only,
 * the floor clones each summary. Returns the time taken and the elements it holds, deep.
 */
export async function chatBuild(renderer: Renderer, count: number): Promise<{ ms: number; elements: number }> {
  const list = freshTranscript();
  const floor = renderer === 'floor' ? await floorOf() : undefined;
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    if (renderer === 'mcp') await askAndAnswer(list, i);
    else if (renderer === 'rjsf') {
      const root = createRoot(list.appendChild(document.createElement('li')));
      flushSync(() => root.render(createElement(Form, rjsfReadOnly(i))));
      reactRoots.push(root);
    } else {
      const outer = list.appendChild(document.createElement('li')).appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
      outer.adoptedStyleSheets = floor!.sheets[0];
      const inner = outer.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
      inner.adoptedStyleSheets = floor!.sheets[1];
      inner.append(floor!.template.content.cloneNode(true));
      // The floor's own words: the message and name of this question, as mcp-elicit's show them.
      inner.querySelector('[part~="message"]')!.textContent = keptRequest(i).message;
    }
  }
  layout(list);
  const ms = performance.now() - t0;
  if (renderer === 'mcp') await compacted(list);
  return { ms, elements: deepElements(list) };
}

/**
 * The person moves on (focus leaves the last question), and mcp-elicit compacts every kept
 * question a moment later, as it would in a chat: waits until it has.
 */
async function compacted(list: HTMLElement): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  const kept = [...list.querySelectorAll('mcp-elicitation')];
  const deadline = performance.now() + 10_000;
  while (kept.some((el) => el.shadowRoot!.querySelector(QUESTION_SELECTOR)!.localName !== 'div')) {
    if (performance.now() > deadline) throw new Error('the kept questions were not compacted within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Scrolls the transcript in steps of `by` pixels, each timed from the scroll to style and layout done. */
export function chatScroll(steps: number, by = 400): number[] {
  const list = transcript!;
  const samples: number[] = [];
  list.scrollTop = 0;
  layout(list);
  for (let i = 0; i < steps; i++) {
    if (list.scrollTop + list.clientHeight >= list.scrollHeight) list.scrollTop = 0;
    const t0 = performance.now();
    list.scrollTop += by;
    // Style and layout of what scrolled into view; the hit test a pointer would make there.
    layout(list.lastElementChild!);
    document.elementFromPoint(400, 450);
    samples.push(performance.now() - t0);
  }
  return samples;
}

/** Opens "Show the question" on the first kept question: it must show the read-only form. */
export async function chatShowQuestion(): Promise<{ before: number; after: number; fields: number }> {
  const el = transcript!.querySelector('mcp-elicitation')!;
  const before = deepElements(innerOf(el));
  innerOf(el).querySelector<HTMLElement>('[part~="answer-details"] > summary')!.click();
  // The compacted copy brings the live question back, then opens it there.
  for (let waited = 0; waited < 2_000 && !innerOf(el).querySelector('[part~="answer-details"][open] [part~="field"]'); waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await el.updateComplete;
  const inner = innerOf(el);
  const details = inner.querySelector<HTMLDetailsElement>('[part~="answer-details"]')!;
  return { before, after: deepElements(inner), fields: details.open ? details.querySelectorAll('[part~="field"]').length : 0 };
}

export function chatClear(): void {
  for (const root of reactRoots) root.unmount();
  reactRoots = [];
  transcript?.remove();
  transcript = undefined;
}
