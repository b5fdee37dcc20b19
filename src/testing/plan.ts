/**
 * How a person would answer a question with given values: which control takes each value, and in
 * which form (text typed, a box ticked, options picked by their titles). Pure: both drivers (the
 * DOM one in the browser, the Playwright one in Node) carry out the same plan, and a value that no
 * control could take is refused here, naming the field.
 */
import type { FieldReading, QuestionReading, TestFile } from './reading.js';
import { isRealDate, localInputValue } from '../schema/datetime.js';

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
  | { field: FieldReading; index: number; do: 'tick-options'; titles: string[]; own?: string[] }
  /** A combobox that takes the person's own text: typed, no option picked. */
  | { field: FieldReading; index: number; do: 'type-own'; text: string }
  /** A resource field: the server's resources picked by title (one, or the whole set for a list), the person's own files added. */
  | { field: FieldReading; index: number; do: 'pick-resources'; titles: string[]; files: TestFile[] }
  /** A file field: the file attached, or (null) the one attached removed. */
  | { field: FieldReading; index: number; do: 'attach'; file: TestFile | null };

/** Whether `value` is a `TestFile` (or a browser `File`, which the DOM kit takes as well). */
export function isTestFile(value: unknown): value is TestFile {
  if (typeof value !== 'object' || value === null) return false;
  if (typeof File !== 'undefined' && value instanceof File) return true;
  const { name, contents } = value as Partial<TestFile>;
  return typeof name === 'string' && (typeof contents === 'string' || contents instanceof Uint8Array);
}

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

/** Whether `value` names one of the field's options (by title, or by the value it sends). */
const namesOption = (field: FieldReading, value: unknown): boolean => (field.options ?? []).some((o) => o.title === value || o.value === value);

/** The title of the option `value` names: its title, or the value it sends. */
function optionTitle(field: FieldReading, value: unknown): string {
  const options = field.options ?? [];
  const match = options.find((o) => o.title === value) ?? options.find((o) => o.value === value);
  if (!match || (match.value === '' && value !== match.title)) {
    throw new AnswerError(
      `"${field.label}" offers no option ${JSON.stringify(value)} (it offers ${listOf(options.filter((o) => o.value !== '').map((o) => o.title))}).`,
      field.label,
    );
  }
  // A person picks an option by its title: two options of one title cannot be told apart.
  const twins = options.filter((o) => o.title === match.title);
  if (twins.length > 1) {
    throw new AnswerError(
      `"${field.label}" shows ${twins.length} options titled "${match.title}" (values ${listOf(twins.map((o) => o.value))}): a person cannot tell which is ${JSON.stringify(value)}.`,
      field.label,
    );
  }
  return match.title;
}

/** A date-time as the browser's own control takes it: local time, `YYYY-MM-DDTHH:mm:ss`. */
function localDateTime(value: unknown, field: FieldReading): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  const local = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value) : null;
  if (local) {
    // The browser's control empties itself for a date or time that does not exist: say so instead.
    if (!isRealDate(local[1]) || +local[2] > 23 || +local[3] > 59 || +(local[4] ?? 0) > 59) {
      throw new AnswerError(`"${field.label}" takes a real date and time; ${JSON.stringify(value)} is not one.`, field.label);
    }
    return local[4] === undefined ? `${value}:00` : (value as string);
  }
  if (!date || Number.isNaN(date.getTime())) throw new AnswerError(`"${field.label}" takes a date and time; ${JSON.stringify(value)} is not one.`, field.label);
  return localInputValue(date, 'always');
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
    case 'date':
      // A date box empties itself for a date that does not exist (2026-02-30), and the field would go unanswered.
      if (typeof value !== 'string' || !isRealDate(value))
        throw new AnswerError(`"${field.label}" takes a real date as YYYY-MM-DD; ${JSON.stringify(value)} is not one.`, field.label);
      return { ...base, do: 'type', text: value };
    case 'radios':
    case 'select':
      return { ...base, do: 'choose', title: optionTitle(field, value) };
    case 'combobox': {
      if (!field.multiple) {
        if (Array.isArray(value)) throw new AnswerError(`"${field.label}" takes one option, not a list.`, field.label);
        if (field.ownText && !namesOption(field, value)) return { ...base, do: 'type-own', text: ownText(field, value) };
        return { ...base, do: 'choose', title: optionTitle(field, value) };
      }
      const list = listValue(field, value);
      if (!field.ownText) return { ...base, do: 'tick-options', titles: list.map((v) => optionTitle(field, v)) };
      // Suggestions that take the person's own entries: an option by its title, anything else typed.
      const titles = list.filter((v) => namesOption(field, v)).map((v) => optionTitle(field, v));
      return { ...base, do: 'tick-options', titles, own: list.filter((v) => !namesOption(field, v)).map((v) => ownText(field, v)) };
    }
    case 'resource': {
      const list = field.multiple ? listValue(field, value) : Array.isArray(value) ? [] : [value];
      if (!field.multiple && Array.isArray(value)) throw new AnswerError(`"${field.label}" takes one resource, not a list.`, field.label);
      const files = list.filter(isTestFile);
      if (files.length && !field.files) throw new AnswerError(`"${field.label}" takes only the resources it offers, not a file of the person's own.`, field.label);
      return { ...base, do: 'pick-resources', titles: list.filter((v) => !isTestFile(v)).map((v) => optionTitle(field, v)), files };
    }
    case 'file':
      if (value === null || value === '') return { ...base, do: 'attach', file: null };
      if (!isTestFile(value))
        throw new AnswerError(`"${field.label}" takes a file: give { name, type, contents }, or null to remove it; not ${JSON.stringify(value)}.`, field.label);
      return { ...base, do: 'attach', file: value };
    case 'checkboxes':
      return { ...base, do: 'tick-options', titles: listValue(field, value).map((v) => optionTitle(field, v)) };
    default:
      if (typeof value !== 'string') throw new AnswerError(`"${field.label}" takes text; ${JSON.stringify(value)} is not text.`, field.label);
      return { ...base, do: 'type', text: value };
  }
}

function ownText(field: FieldReading, value: unknown): string {
  if (typeof value !== 'string') throw new AnswerError(`"${field.label}" takes one of its suggestions or text of your own; ${JSON.stringify(value)} is neither.`, field.label);
  return value;
}

function listValue(field: FieldReading, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new AnswerError(`"${field.label}" takes a list of options, not ${JSON.stringify(value)}.`, field.label);
  return value;
}

/**
 * Why pressing `action` on the question read as `reading` cannot happen, as the error the kit
 * rejects with at once (rather than after its timeout): a question no person can reach, or a
 * button on show but disabled (the reason on screen is the problem).
 */
export function cannotPress(reading: QuestionReading, action: 'accept' | 'decline' | 'cancel'): Error | undefined {
  if (reading.unreachable) return new AnswerError(`A person cannot reach this question: ${reading.unreachable}.`, '');
  if (reading.disabled?.actions.includes(action)) return new AnswerRefusedError([reading.disabled.reason]);
  return undefined;
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
