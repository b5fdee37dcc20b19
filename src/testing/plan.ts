/**
 * How a person would answer a question with given values: which control takes each value, and in
 * which form (text typed, a box ticked, options picked by their titles). Pure: both drivers (the
 * DOM one in the browser, the Playwright one in Node) carry out the same plan, and a value that no
 * control could take is refused here, naming the field.
 */
import type { FieldReading, QuestionReading } from './reading.js';

/** A value no control of the question can take, or a field the question does not have. */
export class AnswerError extends Error {
  override name = 'AnswerError';
  constructor(
    message: string,
    /** The field, by its label as shown (or the name that matched nothing). */
    readonly field: string,
  ) {
    super(message);
  }
}

/** The form refused Accept: `problems` are the messages it shows (its error summary). */
export class AnswerRefusedError extends Error {
  override name = 'AnswerRefusedError';
  constructor(readonly problems: string[]) {
    super(`The question refused Accept: ${problems.join('; ') || 'no reason shown'}`);
  }
}

/** One thing a person does to a field. */
export type Step =
  | { field: FieldReading; index: number; do: 'type'; text: string }
  | { field: FieldReading; index: number; do: 'tick'; checked: boolean }
  | { field: FieldReading; index: number; do: 'choose'; title: string }
  | { field: FieldReading; index: number; do: 'tick-options'; titles: string[] };

/** The values an answer is given: by the field's label as shown, or by its schema key. */
export type AnswerValues = Record<string, unknown>;

const listOf = (titles: string[]): string => titles.map((t) => `"${t}"`).join(', ');

/**
 * The field `name` points at: the one it labels (as a person reads it), else the one it is the
 * schema key of. A name that labels two fields, or labels one and is the key of another, is refused:
 * say which field by its key, or by a label only it has.
 */
function fieldFor(reading: QuestionReading, name: string): { field: FieldReading; index: number } {
  const labelled = reading.fields.flatMap((f, i) => (f.label === name ? [i] : []));
  const keyed = reading.fields.findIndex((f) => f.key === name);
  if (labelled.length > 1 || (labelled.length === 1 && keyed >= 0 && keyed !== labelled[0])) {
    throw new AnswerError(`"${name}" names more than one field of the question; give the field by its schema key or another label.`, name);
  }
  const index = labelled.length ? labelled[0] : keyed;
  if (index < 0) {
    const labels = reading.fields.map((f) => f.label);
    throw new AnswerError(`The question has no field "${name}" (its fields: ${labels.length ? listOf(labels) : 'none'}).`, name);
  }
  return { field: reading.fields[index], index };
}

/** The title of the option `value` names: its title, or the value it sends. */
function optionTitle(field: FieldReading, value: unknown): string {
  const options = field.options ?? [];
  const match = options.find((o) => o.title === value) ?? options.find((o) => o.value === value);
  if (!match || (match.value === '' && value !== match.title)) {
    throw new AnswerError(`"${field.label}" offers no option ${JSON.stringify(value)} (it offers ${listOf(options.filter((o) => o.value !== '').map((o) => o.title))}).`, field.label);
  }
  return match.title;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A date-time as the browser's own control takes it: local time, `YYYY-MM-DDTHH:mm:ss`. */
function localDateTime(value: unknown, field: FieldReading): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return value.length === 16 ? `${value}:00` : value;
  if (!date || Number.isNaN(date.getTime())) throw new AnswerError(`"${field.label}" takes a date and time; ${JSON.stringify(value)} is not one.`, field.label);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function stepFor(field: FieldReading, index: number, value: unknown): Step {
  const base = { field, index };
  switch (field.control) {
    case 'checkbox':
      if (typeof value !== 'boolean') throw new AnswerError(`"${field.label}" is a checkbox: give true or false, not ${JSON.stringify(value)}.`, field.label);
      return { ...base, do: 'tick', checked: value };
    case 'number':
    case 'integer': {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (text === '' || !Number.isFinite(Number(text))) throw new AnswerError(`"${field.label}" is a number field; ${JSON.stringify(value)} is not a number.`, field.label);
      return { ...base, do: 'type', text };
    }
    case 'date-time':
      return { ...base, do: 'type', text: localDateTime(value, field) };
    case 'radios':
    case 'select':
      return { ...base, do: 'choose', title: optionTitle(field, value) };
    case 'combobox':
      if (!field.multiple) {
        if (Array.isArray(value)) throw new AnswerError(`"${field.label}" takes one option, not a list.`, field.label);
        return { ...base, do: 'choose', title: optionTitle(field, value) };
      }
      return { ...base, do: 'tick-options', titles: listValue(field, value).map((v) => optionTitle(field, v)) };
    case 'checkboxes':
      return { ...base, do: 'tick-options', titles: listValue(field, value).map((v) => optionTitle(field, v)) };
    default:
      if (typeof value !== 'string') throw new AnswerError(`"${field.label}" takes text; ${JSON.stringify(value)} is not text.`, field.label);
      return { ...base, do: 'type', text: value };
  }
}

function listValue(field: FieldReading, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new AnswerError(`"${field.label}" takes a list of options, not ${JSON.stringify(value)}.`, field.label);
  return value;
}

/** What a person does to give `values`, field by field, in the order given. */
export function planAnswer(reading: QuestionReading, values: AnswerValues): Step[] {
  if (reading.mode !== 'form' && Object.keys(values).length) {
    throw new AnswerError(`A ${reading.mode === 'url' ? 'URL-mode' : 'unsupported'} question has no fields to fill.`, Object.keys(values)[0]);
  }
  return Object.entries(values).map(([name, value]) => {
    const { field, index } = fieldFor(reading, name);
    return stepFor(field, index, value);
  });
}
