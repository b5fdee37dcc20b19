/**
 * What a person sees of a question, read from the page: who asks, the message, each field with its
 * label, kind, options, current value and error, the countdown, and in URL mode the link. Only
 * the question's public properties and its rendered text are read, so a host's test does not learn
 * the markup; this module is the one place in the kit that does.
 */
import type { ParsedRequest } from '../schema/parse-request.js';
import { readRequest } from './read-request.js';
import type { ElicitExtensions } from '../types.js';
import type { FieldModel } from '../model/field-model.js';
import { choiceControl } from '../schema/choice-control.js';
import type { ControlKind, FieldReading, QuestionReading } from './reading.js';
import { QUESTION_SELECTOR, fieldId, fieldLineId } from '../model/markup.js';

export type { ControlKind, FieldReading, QuestionReading };

/**
 * A question on the page as the kit sees it: `<mcp-elicitation>`, `-form` or `<mcp-url-elicitation>`,
 * typed by only what the kit reads of it (not the elements' base class, `QuestionElement`).
 */
export interface QuestionOnPage extends HTMLElement {
  request?: unknown;
  /** The extensions the host turned on for it (form mode). */
  extensions?: ElicitExtensions;
  server?: { name?: string };
  result?: unknown;
  draftContent?: Record<string, unknown>;
  ready?: Promise<void>;
}

/** The shadow root that holds the question's controls (the inner element's, for `<mcp-elicitation>`). */
export function questionRoot(el: Element): ShadowRoot {
  const root = el.shadowRoot;
  if (!root) throw new Error(`<${el.localName}> has no shadow root: is mcp-elicit loaded, and is this a question element?`);
  const inner = root.querySelector(QUESTION_SELECTOR);
  return inner?.shadowRoot ?? root;
}

const textOf = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The label of field `i`: a `<label>` for its control, or its group's `<legend>`. */
function labelFor(root: ShadowRoot, i: number): Element | null {
  const control = root.getElementById(fieldId(i));
  const group = control?.closest('fieldset[part~="field"]');
  return group?.querySelector('legend') ?? root.querySelector(`label[for="${fieldId(i)}"]`);
}

/** The error shown under field `i`: what the eye reads (the "Error:" before it is for screen readers only). */
function errorOf(root: ShadowRoot, i: number): { error?: string } {
  const line = root.getElementById(fieldLineId(i, 'error'))?.cloneNode(true) as HTMLElement | undefined;
  if (!line) return {};
  line.querySelector('.visually-hidden')?.remove();
  return { error: textOf(line) };
}

function controlOf(field: FieldModel): ControlKind {
  switch (field.kind) {
    case 'boolean':
      return 'checkbox';
    case 'number':
      return field.integer ? 'integer' : 'number';
    case 'text':
      return field.format ?? 'text';
    case 'resource':
    case 'file':
      return field.kind;
    default:
      return choiceControl(field);
  }
}

/**
 * Why a person cannot reach `el`, in words, or undefined when they can: it is not displayed (itself
 * or a parent has `display: none` or `visibility: hidden`), it is inside something `inert`, or inside
 * a closed `<details>` (outside its summary). Parents are followed out of shadow roots.
 */
function unreachable(el: Element): string | undefined {
  if (!el.isConnected) return 'it is not on the page';
  let child: Node = el;
  for (let node: Node | null = el; node; child = node, node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
    if (!(node instanceof Element)) continue;
    if (node.hasAttribute('inert')) return `it is inside an inert <${node.localName}>, where nobody can click or type`;
    if (node.localName === 'details' && !(node as HTMLDetailsElement).open && (child as Element).localName !== 'summary') return 'it is inside a closed <details>';
  }
  if (!el.checkVisibility({ visibilityProperty: true })) return 'it is not displayed (display: none or visibility: hidden, on it or a parent)';
  return undefined;
}

/**
 * The fields of `el`'s request as its form reads them, with the extensions its host turned on. The
 * form has checked every pattern already (a question with one it cannot check is shown
 * unsupported, which the page says), so no pattern is run here.
 */
const parsedOf = (el: QuestionOnPage): ParsedRequest => readRequest(el.request, el.extensions, () => () => true);

/** Whether field `i` is drawn as a combobox (a text field with suggestions, once its control has loaded). */
const isCombobox = (root: ShadowRoot, i: number): boolean => root.getElementById(fieldId(i))?.getAttribute('role') === 'combobox';

/** Each field as a person sees it: its label, control, options, what it holds and its error. */
function readFields(el: QuestionOnPage, root: ShadowRoot, fields: FieldModel[]): FieldReading[] {
  const draft = el.draftContent ?? {};
  return fields.map((field, i) => ({
    key: field.key,
    label: field.label,
    name: textOf(labelFor(root, i)),
    control: ((field.kind === 'text' && field.suggestions) || (field.kind === 'multiselect' && field.custom)) && isCombobox(root, i) ? 'combobox' : controlOf(field),
    ...(field.kind === 'select' || field.kind === 'multiselect' ? { multiple: field.kind === 'multiselect' } : {}),
    ...(field.kind === 'text' && field.suggestions ? { multiple: false, ownText: true as const } : {}),
    ...(field.kind === 'multiselect' && field.custom ? { ownText: true as const } : {}),
    ...(field.kind === 'resource' ? { multiple: field.multiple, ...(field.userOptions ? { files: { accept: field.userOptions.accept, kind: field.userOptions.kind } } : {}) } : {}),
    ...(field.kind === 'file' ? { files: { accept: field.accept, ...(field.maxSize !== undefined ? { maxSize: field.maxSize } : {}) } } : {}),
    required: field.required,
    ...(field.description ? { description: field.description } : {}),
    ...('options' in field ? { options: field.options.map((o) => ({ title: o.label, value: o.value })) } : {}),
    ...(field.kind === 'text' && field.suggestions ? { options: field.suggestions.map((o) => ({ title: o.label, value: o.value })) } : {}),
    value: Object.hasOwn(draft, field.key) ? draft[field.key] : undefined,
    ...errorOf(root, i),
  }));
}

/** Reads a question as a person sees it. */
export function readQuestion(el: QuestionOnPage): QuestionReading {
  const root = questionRoot(el);
  const unsupported = root.querySelector('[part~="unsupported"]');
  // What the page shows decides: a request the core reads as an (empty) form may be shown as one that cannot be answered.
  const read = parsedOf(el);
  const parsed: ParsedRequest = unsupported && read.mode === 'form' ? { mode: 'unsupported', message: read.message, messageHadBidi: read.messageHadBidi, problems: [] } : read;
  const fields = parsed.mode === 'form' ? readFields(el, root, parsed.fields) : [];
  const summary = root.querySelector('[part~="error-summary"]');
  const countdown = root.querySelector('[part~="countdown"]');
  const urlBox = root.querySelector('[part~="url"]');
  const refused = root.querySelector('[part~="warning"].refused');
  const button = (action: string) => root.querySelector<HTMLButtonElement>(`[part~="${action}-button"]`);
  const actions = (['accept', 'decline', 'cancel'] as const).filter((a) => button(a) && !button(a)!.disabled);
  const disabled = (['accept', 'decline', 'cancel'] as const).filter((a) => button(a)?.disabled);
  const cannotReach = unreachable(el);
  return {
    mode: parsed.mode,
    server: el.server?.name ?? '',
    message: textOf(root.querySelector('[part~="message"]')),
    fields,
    problems: summary ? [...summary.querySelectorAll('li')].map((li) => textOf(li)) : [],
    ...(countdown ? { countdown: textOf(countdown) } : {}),
    ...(urlBox
      ? {
          url: {
            href: textOf(urlBox),
            host: textOf(root.querySelector('[part~="url-host"]')),
            warnings: [...root.querySelectorAll('[part~="url-warnings"] li')].map((li) => textOf(li)),
            opens: actions.includes('accept'),
            ...(refused ? { refused: textOf(refused) } : {}),
          },
        }
      : {}),
    ...(unsupported ? { unsupported: textOf(unsupported) } : {}),
    actions,
    ...(disabled.length ? { disabled: { actions: disabled, reason: textOf(root.querySelector('[role="alert"]')) || 'no reason shown' } } : {}),
    ...(cannotReach ? { unreachable: cannotReach } : {}),
    answered: el.result !== undefined,
  };
}
