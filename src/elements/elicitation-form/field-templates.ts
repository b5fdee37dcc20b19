import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { FieldModel, MultiSelectField, NumberField, SelectField, TextField } from '../../schema/field-model.js';
import type { Draft } from '../../schema/form-state.js';
import type { Strings } from '../../i18n/strings.js';

/**
 * One field's controls, as templates. Pure: everything a field shows comes in `FieldView`, and
 * every control carries `data-i` (the field's index) so the form's delegated listeners know which
 * field changed. Server text (labels, help, option titles) arrives display-safe and is bound as text.
 */
export interface FieldView {
  field: FieldModel;
  /** Position in the form, for ids (`f3`, `f3-help`, …). */
  index: number;
  draft: Draft;
  /** The error on show, in words, or undefined. */
  error?: string;
  /** A date-time field's time zone note. */
  zone?: { zone: string; offset: string };
  strings: Strings;
}

const INPUT_TYPE: Record<string, string> = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' };

interface A11y {
  describedBy: string;
  invalid: boolean;
  errorId: string;
}

export function renderField(view: FieldView): TemplateResult {
  const { field, index: i, error, zone, strings: s } = view;
  const id = `f${i}`;
  const describedBy = [
    field.description ? `${id}-help` : '',
    zone ? `${id}-tz` : '',
    field.secretLike ? `${id}-warn` : '',
    error ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const a11y: A11y = { describedBy, invalid: !!error, errorId: `${id}-error` };
  const label = html`${field.label}${field.required && field.kind !== 'boolean'
    ? html` <span class="required">${s.required}</span>`
    : nothing}`;
  const help = html`${field.description
    ? html`<p part="help-text" id="${id}-help" dir="auto">${field.description}</p>`
    : nothing}${zone ? html`<p part="help-text" id="${id}-tz">${s.timeZone(zone.zone, zone.offset)}</p>` : nothing}${field.secretLike
    ? html`<p part="warning" id="${id}-warn">${s.secretWarning}</p>`
    : nothing}`;
  const errorLine = error
    ? html`<p part="error" id="${id}-error"><span class="visually-hidden">${s.errorPrefix} </span>${error}</p>`
    : nothing;

  if (field.kind === 'multiselect') return renderMultiSelect(field, view, label, help, errorLine, a11y);
  if (field.kind === 'boolean') {
    return html`<div part="field" class="field check ${error ? 'invalid' : ''}">
      <div class="check-row">
        <input
          part="control"
          id=${id}
          data-i=${i}
          type="checkbox"
          .checked=${live(view.draft === true)}
          aria-describedby=${describedBy || nothing}
          aria-invalid=${error ? 'true' : nothing}
        />
        <label part="label" for=${id}>${label}</label>
      </div>
      ${help} ${errorLine}
    </div>`;
  }
  return html`<div part="field" class="field ${error ? 'invalid' : ''}">
    <label part="label" for=${id}>${label}</label>
    ${help} ${field.kind === 'select' ? renderSelect(field, view, a11y) : renderInput(field, view, a11y)} ${errorLine}
  </div>`;
}

function renderInput(field: TextField | NumberField, view: FieldView, a11y: A11y): TemplateResult {
  const number = field.kind === 'number';
  const type = number ? 'number' : field.secretLike ? 'text' : (INPUT_TYPE[field.format ?? ''] ?? 'text');
  return html`<input
    part="control"
    id="f${view.index}"
    data-i=${view.index}
    type=${type}
    .value=${live(view.draft as string)}
    step=${number ? (field.integer ? '1' : 'any') : field.format === 'date-time' ? '1' : nothing}
    min=${number && field.minimum !== undefined ? field.minimum : nothing}
    max=${number && field.maximum !== undefined ? field.maximum : nothing}
    inputmode=${number ? (field.integer ? 'numeric' : 'decimal') : nothing}
    autocomplete=${field.secretLike ? 'off' : field.kind === 'text' && field.format === 'email' ? 'email' : nothing}
    spellcheck=${type === 'text' ? nothing : 'false'}
    aria-required=${field.required ? 'true' : nothing}
    aria-describedby=${a11y.describedBy || nothing}
    aria-invalid=${a11y.invalid ? 'true' : nothing}
    aria-errormessage=${a11y.invalid ? a11y.errorId : nothing}
  />`;
}

function renderSelect(field: SelectField, view: FieldView, a11y: A11y): TemplateResult {
  const draft = view.draft as string;
  const empty = !field.required || draft === '';
  return html`<select
    part="control"
    id="f${view.index}"
    data-i=${view.index}
    aria-required=${field.required ? 'true' : nothing}
    aria-describedby=${a11y.describedBy || nothing}
    aria-invalid=${a11y.invalid ? 'true' : nothing}
    aria-errormessage=${a11y.invalid ? a11y.errorId : nothing}
  >
    ${empty
      ? html`<option value="" .selected=${live(draft === '')}>${field.required ? view.strings.chooseOne : view.strings.optionalChoice}</option>`
      : nothing}
    ${field.options.map((o) => html`<option .value=${o.value} .selected=${live(draft === o.value)}>${o.label}</option>`)}
  </select>`;
}

function renderMultiSelect(
  field: MultiSelectField,
  view: FieldView,
  label: TemplateResult,
  help: TemplateResult,
  errorLine: TemplateResult | typeof nothing,
  a11y: A11y,
): TemplateResult {
  const chosen = view.draft as string[];
  return html`<fieldset
    part="field"
    class="field group ${a11y.invalid ? 'invalid' : ''}"
    aria-describedby=${a11y.describedBy || nothing}
    aria-invalid=${a11y.invalid ? 'true' : nothing}
  >
    <legend part="label">${label}</legend>
    ${help}
    <div class="options ${field.options.length > 8 ? 'scroll' : ''}">
      ${field.options.map(
        (o, j) => html`<label class="option">
          <input
            part="control"
            id=${j === 0 ? `f${view.index}` : nothing}
            data-i=${view.index}
            data-j=${j}
            type="checkbox"
            .checked=${live(chosen.includes(o.value))}
          />
          <span>${o.label}</span>
        </label>`,
      )}
    </div>
    ${errorLine}
  </fieldset>`;
}
