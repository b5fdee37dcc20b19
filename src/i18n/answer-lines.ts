// What an answered question sent, in words and as markup: loaded only by a question with `keep`.
import type { FieldModel } from '../model/field-model.js';
import type { ElicitContent, ElicitValue } from '../types.js';
import type { Strings } from './strings.js';

/** One line of an answered question's summary: the field's label, and what was sent, in words. */
export interface AnswerLine {
  label: string;
  text: string;
  /** The field looked like a secret: its value is not repeated on screen. */
  masked: boolean;
}

/**
 * What was sent, field by field, as a person reads it: option titles (never values), Yes/No,
 * lists joined as the language joins them, numbers and dates as the language writes them.
 * Fields left out of `content` (optional and empty) are not listed.
 */
export function answerLines(fields: readonly FieldModel[], content: ElicitContent, s: Strings, locale?: string): AnswerLine[] {
  const lines: AnswerLine[] = [];
  for (const field of fields) {
    if (!Object.hasOwn(content, field.key)) continue;
    const value = content[field.key];
    const masked = field.secretLike;
    lines.push({ label: field.label, text: masked ? s.hiddenValue : valueText(field, value, s, locale), masked });
  }
  return lines;
}

/**
 * A file sent as SEP-2356's `data:` URI, by the name it carries (`name=`, percent-decoded): never
 * the megabytes of base64 after it. A URI without a name shows its start.
 */
function fileName(uri: string): string {
  const name = /^data:[^,]*?;name=([^;,]*)/.exec(uri)?.[1];
  if (name === undefined) return uri.length > 40 ? `${uri.slice(0, 40)}…` : uri;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function valueText(field: FieldModel, value: ElicitValue, s: Strings, locale?: string): string {
  const title = (v: string) => ('options' in field ? field.options.find((o) => o.value === v)?.label : undefined) ?? v;
  if (Array.isArray(value)) return value.length ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(value.map(title)) : s.noneChosen;
  if (typeof value === 'boolean') return value ? s.answerYes : s.answerNo;
  if (typeof value === 'number') return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value);
  if (field.kind === 'select') return title(value);
  if (field.kind === 'file') return fileName(value);
  if (field.kind === 'text' && field.format === 'date') {
    const [y, m, d] = value.split('-').map(Number);
    const date = new Date(2000, 0, 1);
    date.setFullYear(y, m - 1, d);
    return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  }
  if (field.kind === 'text' && field.format === 'date-time') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  }
  return value;
}

/**
 * What was sent, field by field (secrets masked), as finished markup with no template parts: a
 * chat keeps hundreds of answered questions, and each would otherwise hold its parts for good.
 * Text is set as text, never parsed.
 */
export function answerList(lines: readonly AnswerLine[]): HTMLElement {
  const list = document.createElement('dl');
  list.setAttribute('part', 'answer');
  list.className = 'answer';
  for (const { label, text, masked } of lines) {
    const line = list.appendChild(document.createElement('div'));
    line.appendChild(document.createElement('dt')).textContent = label;
    const value = line.appendChild(document.createElement('dd'));
    if (masked) value.className = 'masked';
    value.textContent = text;
  }
  return list;
}

/** What `answerNode` last built, and from what. */
export interface AnswerMemo {
  from?: unknown[];
  node?: HTMLElement;
}

/**
 * `answerList` of `content`, built again only for another answer or in other words (another
 * language): `memo` holds the last one and what it was built from.
 */
export function answerNode(memo: AnswerMemo, fields: readonly FieldModel[], content: ElicitContent, s: Strings, locale?: string): HTMLElement {
  const from = [content, s, locale];
  if (!memo.node || !from.every((input, i) => input === memo.from![i])) {
    memo.from = from;
    memo.node = answerList(answerLines(fields, content, s, locale));
  }
  return memo.node;
}
