import type { MultiSelectField, SelectField } from '../model/field-model.js';

/**
 * How a choice is shown, by how many options it offers:
 *
 * - a single choice of up to 5 as radios, so every option is in view at once (GOV.UK's and the
 *   NN/g guidance: a handful of options should never hide behind a click);
 * - up to 15 as a native select (single) or checkboxes (multiple), still quick to scan;
 * - more than 15 as a combobox that filters as you type, for lists (countries, agents,
 *   repositories) that nobody should have to scroll or tick through.
 */
export type ChoiceControl = 'radios' | 'select' | 'checkboxes' | 'combobox';

/** At most this many single-choice options show as radios. */
export const RADIO_LIMIT = 5;
/** Above this many options, a choice is a filtering combobox. */
export const COMBOBOX_THRESHOLD = 15;

export function choiceControl(field: SelectField | MultiSelectField): ChoiceControl {
  // A list that takes entries of the person's own (suggestions) is typed into, however few they are.
  if (field.options.length > COMBOBOX_THRESHOLD || (field.kind === 'multiselect' && field.custom)) return 'combobox';
  if (field.kind === 'multiselect') return 'checkboxes';
  return field.options.length <= RADIO_LIMIT ? 'radios' : 'select';
}
