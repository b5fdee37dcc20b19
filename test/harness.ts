// The one harness of tests and stories: finds a question's parts and controls the way a person
// would (by label), acts on them, and lets time run on a manual clock. No test framework in here,
// so Storybook's stories use it as they are.
import type { Clock } from '../src/controllers/countdown-controller.js';
import type { ElicitRequestFormParams, ElicitationResultDetail } from '../src/types.js';
import { QUESTION_SELECTOR } from '../src/model/markup.js';

/** A clock that only moves when told to, and knows which timers are pending (see `Clock`). */
export class ManualClock implements Clock {
  time = 0;
  private next = 1;
  readonly timers = new Map<number, { at: number; callback: () => void }>();
  now = (): number => this.time;
  setTimeout = (callback: () => void, ms: number): number => {
    const id = this.next++;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  };
  clearTimeout = (id: unknown): void => void this.timers.delete(id as number);
  /** Moves time forward, firing due timers in order, as a running tab would. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = end;
  }
  /** Moves time forward without firing anything: a throttled or sleeping tab. */
  sleep(ms: number): void {
    this.time += ms;
  }
  /** Fires the earliest pending timer, whenever it is due. */
  fireNext(): void {
    const [id, timer] = [...this.timers.entries()][0];
    this.timers.delete(id);
    timer.callback();
  }
}

/** The shadow root where a question's controls live (through `<mcp-elicitation>` when given one). */
export function rootOf(el: Element): ShadowRoot {
  const root = el.shadowRoot!;
  const inner = root.querySelector(QUESTION_SELECTOR);
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
export function nextResult(el: HTMLElement): Promise<ElicitationResultDetail> {
  return new Promise((resolve) => el.addEventListener('mcp-elicitation-result', (e) => resolve(e.detail), { once: true }));
}

/** Records every result event `el` fires. */
export function recordResults(el: HTMLElement): ElicitationResultDetail[] {
  const seen: ElicitationResultDetail[] = [];
  el.addEventListener('mcp-elicitation-result', (e) => seen.push(e.detail));
  return seen;
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
export function oneField(name: string, schema: Record<string, unknown>, required = false): ElicitRequestFormParams {
  return {
    mode: 'form',
    message: 'Please answer',
    requestedSchema: { type: 'object', properties: { [name]: schema }, ...(required ? { required: [name] } : {}) },
  };
}

/** Describes an element for a failure message: `<p part="error" class="x">`. */
function brief(el: Element): string {
  const part = el.getAttribute('part');
  const cls = el.getAttribute('class');
  return `<${el.localName}${el.id ? `#${el.id}` : ''}${part ? ` part="${part}"` : ''}${cls ? ` class="${cls}"` : ''}>`;
}

const FORM_CONTROLS = new Set(['input', 'select', 'textarea']);

/**
 * Everything that sticks out sideways from `container` or scrolls sideways inside it (shadow trees
 * included), in words: [] when the content reflows (WCAG 1.4.10). Form controls may scroll their own
 * text; visually hidden text (1 px, clipped) is skipped.
 */
export function horizontalOverflow(container: Element): string[] {
  const box = container.getBoundingClientRect();
  const problems: string[] = [];
  const walk = (root: Element | ShadowRoot): void => {
    for (const el of root.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      // Not rendered (display: none, inside a closed <details>…), or visually hidden text.
      const hidden = !el.checkVisibility() || rect.width <= 1 || getComputedStyle(el).clipPath === 'inset(50%)';
      if (!hidden && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)) {
        problems.push(`${brief(el)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, outside ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
      if (!hidden && !FORM_CONTROLS.has(el.localName) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${brief(el)} scrolls sideways: ${el.scrollWidth} px of content in ${el.clientWidth}`);
      }
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(container);
  return problems;
}

/** The text-spacing overrides of WCAG 1.4.12, applied to the page and to every shadow tree under `root`. */
export function applyTextSpacing(root: Element): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }');
  const walk = (node: Element | ShadowRoot): void => {
    for (const el of node.querySelectorAll('*')) {
      if (!el.shadowRoot) continue;
      el.shadowRoot.adoptedStyleSheets = [...el.shadowRoot.adoptedStyleSheets, sheet];
      walk(el.shadowRoot);
    }
  };
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  walk(root);
}

/** Takes the text-spacing overrides off the page again (shadow trees lose them when re-rendered). */
export function removeTextSpacing(): void {
  document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
}

/** Resolves with `probe()`'s value once it is truthy (checked every few ms, for at most `ms`). */
export async function until<T>(probe: () => T, ms = 2000): Promise<NonNullable<T>> {
  for (const end = performance.now() + ms; ;) {
    const value = probe();
    if (value) return value as NonNullable<T>;
    if (performance.now() > end) throw new Error(`timed out waiting for ${probe.toString()}`);
    await sleep(5);
  }
}

/** Asserts that `actual` is `expected` (the same node), saying briefly which nodes they were if not. */
export function expectSameNode(actual: Node | null | undefined, expected: Node | null | undefined, what = 'node'): void {
  if (actual === expected) return;
  const name = (node: Node | null | undefined) => (node instanceof Element ? brief(node) : String(node?.nodeName ?? node));
  throw new Error(`expected the ${what} to be ${name(expected)}, but it is ${name(actual)}`);
}

/** Chooses the radio labelled `label` in a radio group, as a click would. */
export function choose(group: HTMLElement, label: string): void {
  const option = [...group.querySelectorAll('label.option')].find((l) => l.textContent!.trim() === label);
  if (!option) throw new Error(`no option "${label}"`);
  option.querySelector('input')!.click();
}

/** The titles of a radio group's or checkbox group's options, in order. */
export function optionTitles(group: HTMLElement): string[] {
  return [...group.querySelectorAll('label.option')].map((l) => l.textContent!.trim());
}

/**
 * Waits until the question takes a person's presses: its first moments on screen have passed (see
 * `activationDelay`), as a person who read it would. Tests that press real keys or a real mouse
 * (sendKeys, sendMouse) wait for this first; a host's `click()` needs no wait.
 */
export async function armed(el: Element): Promise<void> {
  await until(() => {
    const base = rootOf(el).querySelector('[part="base"]');
    return base && !base.classList.contains('arming');
  }, 3000);
}

/**
 * Attaches `file` to the file input labelled `label`, as a person who chose it in the browser's
 * picker would: the picker's input (beside the field's "Choose a file" button) gets it, then a change.
 */
export function attachFile(el: Element, label: string, file: File): void {
  const button = control<HTMLButtonElement>(el, label);
  const input = button.parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}
