// The static floor: what mcp-elicit puts on screen, with no logic, cloned from a <template>.
import { McpElicitationForm } from '../../../src/elements/elicitation-form/elicitation-form.js';
import { McpElicitation } from '../../../src/elements/elicitation/elicitation.js';
import { QUESTION_SELECTOR, fieldIndexOf, fieldLineId } from '../../../src/model/markup.js';
import { stripMarkers } from '../../../src/internal/lit-markers.js';
import { idle, layout, sheetsOf, stage, type Measuring, type Mounting, type Params } from './common.js';

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

export async function mountFloor(params: Params, host: HTMLElement, measuring: Measuring): Promise<Mounting> {
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
