import type { ElicitContent, ElicitValue } from '../types.js';
import type { FieldModel } from '../model/field-model.js';
import type { Issue } from '../model/issues.js';
import { canShow, localToRfc3339, rfc3339ToLocal } from './datetime.js';
import { setOwn } from '../internal/own.js';

/**
 * What a control holds while the person edits: text for text, number and select controls, the
 * chosen values for multi-select, and for a checkbox `true`/`false`, or `undefined` while nobody
 * has answered it.
 */
export type Draft = string | boolean | undefined | string[];

/** The draft a control starts with: `prefill` (a value sent earlier), else the schema default, else empty. */
export function initialDraft(field: FieldModel, prefill?: unknown): Draft {
  const value = prefill !== undefined && fitsField(field, prefill) ? prefill : field.default;
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'multiselect':
      return Array.isArray(value) ? inSchemaOrder(field, value as string[]) : [];
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'text':
      if (typeof value !== 'string') return '';
      return field.format === 'date-time' ? rfc3339ToLocal(value) : value;
    default:
      // A choice of one, or an extension's field (a resource, a file): what fits it, as it came (see `fitsField`).
      return (value as Draft) ?? (field.kind === 'resource' && field.multiple ? [] : '');
  }
}

/**
 * The value given for a date or date-time field (in `values`, else as its default) that its control
 * cannot show, such as `2026-04-31`: the field starts without it, and the form says so beside it
 * rather than keep a value the person cannot see or drop it in silence.
 */
export function unshownValue(field: FieldModel, prefill?: unknown): string | undefined {
  if (field.kind !== 'text') return undefined;
  if (typeof prefill === 'string' && !canShow(field.format, prefill)) return prefill;
  return prefill !== undefined && fitsField(field, prefill) ? undefined : field.unshown;
}

/**
 * Chosen values as the form keeps them: each once, in the schema's order, whatever order or
 * repeats they came in (from `values`, a saved draft or a default). A repeat would show one box
 * ticked yet count twice against maxItems.
 */
function inSchemaOrder(field: Extract<FieldModel, { kind: 'multiselect' }>, chosen: readonly string[]): string[] {
  const wanted = new Set(chosen);
  const offered = field.options.map((o) => o.value).filter((v) => wanted.has(v));
  // A list that takes entries of the person's own keeps them too, after the offered ones.
  return field.custom ? [...new Set([...offered, ...chosen])] : offered;
}

function fitsField(field: FieldModel, value: unknown): boolean {
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
      return typeof value === 'string' && canShow(field.format, value);
    case 'select':
      return typeof value === 'string' && field.options.some((o) => o.value === value);
    case 'multiselect':
      return Array.isArray(value) && value.every((v) => (field.custom ? typeof v === 'string' : field.options.some((o) => o.value === v)));
    default:
      // A resource (an uploaded one's URI is none of the options) or a file: a URI, or a list of them.
      return field.kind === 'resource' && field.multiple ? Array.isArray(value) && value.every((v) => typeof v === 'string') : typeof value === 'string';
  }
}

/**
 * The wire value of one draft, or the issue that stops it from being one. `badInput` is the
 * browser's word that a number control holds text it cannot read. An optional field left empty
 * yields no value at all, so it is omitted from content.
 */
export function draftValue(field: FieldModel, draft: Draft, badInput = false): { value?: ElicitValue; issue?: Issue } {
  const read = readDraft(field, draft, badInput);
  // An extension's own check (a pattern, say) of what would be sent.
  const code = read.value !== undefined && field.check?.(read.value);
  return code ? { issue: { key: field.key, code } } : read;
}

function readDraft(field: FieldModel, draft: Draft, badInput: boolean): { value?: ElicitValue; issue?: Issue } {
  const key = field.key;
  switch (field.kind) {
    case 'boolean':
      if (typeof draft === 'boolean') return { value: draft };
      return field.required ? { value: false } : {};
    case 'number': {
      if (badInput) return { issue: { key, code: 'badInput' } };
      const raw = typeof draft === 'string' ? draft.trim() : '';
      if (raw === '') return {};
      const number = Number(raw);
      if (!Number.isFinite(number)) return { issue: { key, code: 'badInput' } };
      if (field.integer && Number.isInteger(number) && !Number.isSafeInteger(number)) {
        return { issue: { key, code: 'unsafeInteger' } };
      }
      if (!sameNumber(raw, number)) return { issue: { key, code: 'inexactNumber', value: number } };
      return { value: number };
    }
    case 'text': {
      const raw = typeof draft === 'string' ? draft : '';
      if (raw === '') return {};
      if (field.format === 'date-time') {
        const value = localToRfc3339(raw);
        return value ? { value } : { issue: { key, code: 'format' } };
      }
      return { value: raw };
    }
    default:
      // A choice (or a resource, or a file): what the control holds, a list or one string.
      if (!Array.isArray(draft)) return typeof draft === 'string' && draft !== '' ? { value: draft } : {};
      return draft.length || field.required ? { value: [...draft] } : {};
  }
}

/** A decimal as typed: its sign, integer digits, fraction digits and exponent. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** A decimal's significant digits and the power of ten of the first; zero has none. */
function significant(text: string): { negative: boolean; digits: string; exponent: number } | undefined {
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && !m[3])) return undefined;
  const all = m[2] + (m[3] ?? '');
  const first = all.search(/[1-9]/);
  if (first < 0) return { negative: false, digits: '', exponent: 0 };
  return { negative: m[1] === '-', digits: all.slice(first).replace(/0+$/, ''), exponent: Number(m[4] ?? 0) + m[2].length - first };
}

/**
 * Whether `number` is the decimal typed as `text`, digit for digit: a double holds about 16
 * significant digits, so `9007199254740993` becomes `…992` and `1e-400` becomes 0. `String(number)`
 * is the shortest decimal that reads back as the same double, so a decimal with the same digits
 * is one the number stands for exactly as the person wrote it. Text that is not a plain decimal is
 * not judged here.
 */
function sameNumber(text: string, number: number): boolean {
  const typed = significant(text);
  const sent = significant(String(number));
  return !typed || !sent || (typed.negative === sent.negative && typed.digits === sent.digits && typed.exponent === sent.exponent);
}

/** Content from every draft, plus the issues found while reading them. */
export function collectContent(
  fields: readonly FieldModel[],
  drafts: ReadonlyMap<string, Draft>,
  badInput: ReadonlySet<string> = new Set(),
): { content: ElicitContent; issues: Issue[] } {
  const content: ElicitContent = {};
  const issues: Issue[] = [];
  for (const field of fields) {
    const { value, issue } = draftValue(field, drafts.get(field.key), badInput.has(field.key));
    if (issue) issues.push(issue);
    else if (value !== undefined) setOwn(content, field.key, value);
  }
  return { content, issues };
}
