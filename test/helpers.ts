import { fixture, html, oneEvent } from '@open-wc/testing';
import '../src/define.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import type { McpElicitationForm } from '../src/elements/elicitation-form/elicitation-form.js';
import type { McpUrlElicitation } from '../src/elements/url-elicitation/url-elicitation.js';
import type { ElicitationResultDetail } from '../src/types.js';

type Question = McpElicitationForm | McpUrlElicitation;

/** Renders `<mcp-elicitation-form>` with `request` and waits until it has rendered. */
export async function mountForm(request: unknown, props: Partial<McpElicitationForm> = {}): Promise<McpElicitationForm> {
  const el = await fixture<McpElicitationForm>(html`<mcp-elicitation-form .request=${request}></mcp-elicitation-form>`);
  Object.assign(el, props);
  await el.updateComplete;
  return el;
}

/** Renders `<mcp-url-elicitation>` with `request`. */
export async function mountUrl(request: unknown, props: Partial<McpUrlElicitation> = {}): Promise<McpUrlElicitation> {
  const el = await fixture<McpUrlElicitation>(html`<mcp-url-elicitation .request=${request}></mcp-url-elicitation>`);
  Object.assign(el, props);
  await el.updateComplete;
  return el;
}

/** Renders `<mcp-elicitation>` with `request`. */
export async function mountElicitation(request: unknown, props: Partial<McpElicitation> = {}): Promise<McpElicitation> {
  const el = await fixture<McpElicitation>(html`<mcp-elicitation .request=${request}></mcp-elicitation>`);
  Object.assign(el, props);
  await el.updateComplete;
  return el;
}

/** The shadow root where a question's controls live (through `<mcp-elicitation>` when given one). */
export function rootOf(el: Element): ShadowRoot {
  const root = el.shadowRoot!;
  const inner = root.querySelector('.question');
  return inner ? inner.shadowRoot! : root;
}

export function part<T extends Element = HTMLElement>(el: Element, name: string): T | null {
  return rootOf(el).querySelector<T>(`[part~="${name}"]`);
}

export function parts<T extends Element = HTMLElement>(el: Element, name: string): T[] {
  return [...rootOf(el).querySelectorAll<T>(`[part~="${name}"]`)];
}

/** The control whose label (or legend, for a group) reads `label`, found the way a person would. */
export function control<T extends HTMLElement = HTMLInputElement>(el: Element, label: string): T {
  const root = rootOf(el);
  for (const labelEl of root.querySelectorAll('label[for]')) {
    const text = labelEl.textContent!.replace(/\s+/g, ' ').trim();
    if (text === label || text.startsWith(`${label} (`)) return root.getElementById(labelEl.getAttribute('for')!) as T;
  }
  for (const legend of root.querySelectorAll('legend')) {
    const text = legend.textContent!.replace(/\s+/g, ' ').trim();
    if (text === label || text.startsWith(`${label} (`)) return legend.parentElement as T;
  }
  throw new Error(`no control labelled "${label}"`);
}

/** Types into a text-like control as a person would (value, then an input event). */
export function type(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Leaves a control (focus moves on). */
export function leave(input: HTMLElement): void {
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: null }));
}

/** Ticks or unticks the checkbox labelled `label` inside a multi-select group. */
export function pick(group: HTMLElement, label: string, checked = true): void {
  const option = [...group.querySelectorAll('label.option')].find((l) => l.textContent!.trim() === label);
  if (!option) throw new Error(`no option "${label}"`);
  const box = option.querySelector('input')!;
  if (box.checked !== checked) box.click();
}

export function click(el: Element, partName: string): void {
  const button = part<HTMLButtonElement>(el, partName);
  if (!button) throw new Error(`no part "${partName}"`);
  button.click();
}

/** Resolves with the detail of the next `mcp-elicitation-result` event from `el`. */
export async function nextResult(el: Element): Promise<ElicitationResultDetail> {
  const event = await oneEvent(el, 'mcp-elicitation-result');
  return (event as CustomEvent<ElicitationResultDetail>).detail;
}

/** Records every result event `el` fires. */
export function recordResults(el: Element): ElicitationResultDetail[] {
  const seen: ElicitationResultDetail[] = [];
  el.addEventListener('mcp-elicitation-result', (e) => seen.push((e as CustomEvent<ElicitationResultDetail>).detail));
  return seen;
}

/** Waits until the validator has loaded and the element has rendered with it. */
export async function settled(el: Question | McpElicitation): Promise<void> {
  // Generous: the first test of a run loads ajv while the dev server bundles it.
  for (let i = 0; i < 500; i++) {
    await new Promise((r) => setTimeout(r, 10));
    const root = rootOf(el);
    const inner = (root.host as Question);
    await inner.updateComplete;
    if ((inner as unknown as { validatorState?: string }).validatorState !== 'loading') return;
  }
  throw new Error('validator did not load');
}

/** Describes an element briefly, for assertion messages (chai's own formatting of elements is slow). */
function describeElement(node: Element | null | undefined): string {
  if (!node) return String(node);
  const partName = node.getAttribute('part');
  return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${partName ? ` part="${partName}"` : ''}>`;
}

/** Asserts that `target` has focus inside the question's shadow root. */
export function expectFocus(question: Element, target: Element | null): void {
  const active = rootOf(question).activeElement;
  if (active !== target) throw new Error(`expected focus on ${describeElement(target)}, but it is on ${describeElement(active)}`);
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Form-mode params around a single property. */
export function oneField(name: string, schema: Record<string, unknown>, required = false): Record<string, unknown> {
  return {
    mode: 'form',
    message: 'Please answer',
    requestedSchema: { type: 'object', properties: { [name]: schema }, ...(required ? { required: [name] } : {}) },
  };
}
