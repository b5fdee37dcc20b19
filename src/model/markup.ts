/**
 * The inner markup that more than one file writes or reads: the templates write it; the form
 * state parses it back to route events; the testing kit, the tests and the bench find controls by
 * it. It is not public API (hosts read questions through the kit and `::part()`), but every
 * writer and reader of it imports these names, so that a change here is a change everywhere.
 */

/** The class of the question element (form or URL) that `<mcp-elicitation>` holds in its shadow root. */
export const QUESTION_CLASS = 'question';
/** A selector for that element, inside `<mcp-elicitation>`'s shadow root. */
export const QUESTION_SELECTOR = `.${QUESTION_CLASS}`;

/**
 * The parts of the inner elements (form and URL consent), which `<mcp-elicitation>` forwards with
 * `exportparts` so that `mcp-elicitation::part(…)` reaches them. Each element's JSDoc lists them
 * too; test/node/manifest.test.ts holds the templates, this list and the JSDoc together.
 */
export const INNER_PARTS = [
  'base',
  'header',
  'arrival',
  'server',
  'queue-position',
  'task',
  'message',
  'message-more-button',
  'error-summary',
  'field',
  'label',
  'help-text',
  'error',
  'warning',
  'control',
  'unsupported',
  'url',
  'url-host',
  'url-warnings',
  'countdown',
  'more-time-button',
  'actions',
  'accept-button',
  'decline-button',
  'cancel-button',
  'open-again-button',
  'status',
  'answer',
  'answer-details',
  'listbox',
  'combobox-button',
  'chip',
  'chip-remove-button',
  'preview-button',
  'upload-button',
  'add-button',
] as const;

/**
 * A field's control id (and, for a group of boxes or radios, each one's name): `f<index>`, the
 * field's position in the form. Ids are by position, not by property name, because a property
 * name is server text and could be anything.
 */
export const fieldId = (index: number): string => `f${index}`;

/**
 * The lines tied to a field's control by id: its help text, time-zone note, "could not be shown"
 * note, secret warning and error, a combobox's option list, and a file input's label and limits
 * (the accepted types and size).
 */
export type FieldLine = 'help' | 'tz' | 'unshown' | 'warn' | 'error' | 'list' | 'label' | 'limits';

/** The id of one of a field's lines: `f<index>-<line>`. */
export const fieldLineId = (index: number, line: FieldLine): string => `${fieldId(index)}-${line}`;

/** The id of a combobox's option `option` (its position in the whole list): `f<index>-o<option>`. */
export const optionId = (index: number, option: number): string => `${fieldId(index)}-o${option}`;

/** The field a control's id or name says (`f3` → 3), or undefined for any other id. */
export function fieldIndexOf(idOrName: string | null | undefined): number | undefined {
  const match = /^f(\d+)$/.exec(idOrName ?? '');
  return match ? Number(match[1]) : undefined;
}
