import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { FieldModel, MultiSelectField, NumberField, SelectField, TextField } from '../../model/field-model.js';
import type { Draft } from '../../schema/form-state.js';
import type { Strings } from '../../i18n/strings.js';
import { fieldId, fieldLineId } from '../../model/markup.js';
import { choiceControl } from '../../schema/choice-control.js';

/**
 * One field's controls, as templates. Pure: everything a field shows comes in `FieldView`.
 * A control's id is `f` and the field's index, which is how the form's delegated listeners find
 * the field; the boxes and radios of a group share the name `f` and the field's index instead.
 * Server text (labels, help, option titles) arrives display-safe and is bound as text.
 *
 * Written for first paint: one template per field, and text set as `.textContent` where an element
 * holds nothing else, which spares Lit a marker, a text node and an insertion each.
 */
export interface FieldView {
  field: FieldModel;
  /** Position in the form, for ids (`fieldId`, `fieldLineId`). */
  index: number;
  draft: Draft;
  /** The error on show, in words, or undefined. */
  error?: string;
  /** Why the value given for a date or date-time field is not in it, in words. */
  unshown?: string;
  /** A date-time field's time zone note. */
  zone?: { zone: string; offset: string };
  strings: Strings;
  /** Renders a field with many options as a combobox (loaded lazily; until then, a plain input). */
  combobox?: (view: FieldView) => TemplateResult | undefined;
  /**
   * Renders what an extension adds (options with descriptions and images, a resource picker, a
   * file), or undefined for the core to render: loaded before such a question shows (see the form's
   * `openai` load).
   */
  extended?: (view: FieldView) => TemplateResult | undefined;
}

/** What an input's type implies, fixed per kind of field. */
interface InputKind {
  type: string;
  step?: string;
  inputmode?: string;
  autocomplete?: string;
  /** Spell-checking only for free text. */
  spellcheck?: 'false';
}

const INPUT: Record<string, InputKind> = {
  text: { type: 'text' },
  secret: { type: 'text', autocomplete: 'off' },
  email: { type: 'email', autocomplete: 'email', spellcheck: 'false' },
  uri: { type: 'url', spellcheck: 'false' },
  date: { type: 'date', spellcheck: 'false' },
  'date-time': { type: 'datetime-local', step: '1', spellcheck: 'false' },
  integer: { type: 'number', step: '1', inputmode: 'numeric', spellcheck: 'false' },
  number: { type: 'number', step: 'any', inputmode: 'decimal', spellcheck: 'false' },
};

function inputKind(field: TextField | NumberField): InputKind {
  if (field.kind === 'number') return field.integer ? INPUT.integer : INPUT.number;
  if (field.secretLike) return INPUT.secret;
  return INPUT[field.format ?? 'text'];
}

/** The ids a control is described by: its help, time zone, warning and error, as present. */
export function describedBy(view: FieldView): string | typeof nothing {
  const { field, index: i } = view;
  const ids = [];
  if (field.description) ids.push(fieldLineId(i, 'help'));
  if (view.zone) ids.push(fieldLineId(i, 'tz'));
  if (view.unshown) ids.push(fieldLineId(i, 'unshown'));
  if (field.secretLike) ids.push(fieldLineId(i, 'warn'));
  if (view.error) ids.push(fieldLineId(i, 'error'));
  return ids.length ? ids.join(' ') : nothing;
}

/** The label's words, with "(required)" in words where it applies (a checkbox is never required to tick). */
export function labelText(view: FieldView): unknown {
  const { field, strings: s } = view;
  return field.required && field.kind !== 'boolean' ? html`${field.label} <span class="required">${s.required}</span>` : field.label;
}

/** Help text, the time zone and the secret warning (each tied to the control by id): three slots of a field's template. */
export function description(view: FieldView): TemplateResult | typeof nothing {
  const { field, index: i } = view;
  if (!field.description) return nothing;
  // Help is read together with the error after it: `unended` gives it an audible full stop.
  return html`<p
    part="help-text"
    id=${fieldLineId(i, 'help')}
    class=${endsSentence(field.description) ? '' : 'unended'}
    dir="auto"
    .textContent=${field.description}
  ></p>`;
}

/** Ends with a full stop, question or exclamation mark, or a colon, of any script. */
const endsSentence = (text: string): boolean => /[\p{Sentence_Terminal}:;]\s*$/u.test(text);

export function zoneNote(view: FieldView): TemplateResult | typeof nothing {
  const { zone, index: i, strings: s } = view;
  return zone ? html`<p part="help-text" id=${fieldLineId(i, 'tz')} .textContent=${s.timeZone(zone.zone, zone.offset)}></p>` : nothing;
}

/** Says that a value given for the field could not be shown in its control, so it was left out. */
export function unshownNote(view: FieldView): TemplateResult | typeof nothing {
  return view.unshown ? html`<p part="warning" id=${fieldLineId(view.index, 'unshown')} dir="auto" .textContent=${view.unshown}></p>` : nothing;
}

export function secretWarning(view: FieldView): TemplateResult | typeof nothing {
  return view.field.secretLike ? html`<p part="warning" id=${fieldLineId(view.index, 'warn')} .textContent=${view.strings.secretWarning}></p>` : nothing;
}

export function errorLine(view: FieldView): TemplateResult | typeof nothing {
  return view.error ? html`<p part="error" id=${fieldLineId(view.index, 'error')}><span class="visually-hidden">${view.strings.errorPrefix} </span>${view.error}</p>` : nothing;
}

export function renderField(view: FieldView): TemplateResult {
  const { field } = view;
  const own = view.extended?.(view);
  if (own || field.kind === 'resource' || field.kind === 'file') return own!;
  if (field.kind === 'boolean') return renderCheckbox(view);
  // Suggestions that still take free text (openai/elicitation) are a combobox.
  if (field.kind === 'text' && field.suggestions) return view.combobox?.(view) ?? renderComboboxPlaceholder(view);
  if (field.kind === 'text' || field.kind === 'number') return renderInput(field, view);
  switch (choiceControl(field)) {
    case 'select':
      return renderSelect(field as SelectField, view);
    case 'radios':
    case 'checkboxes':
      return renderOptionGroup(field, view);
    case 'combobox':
      return view.combobox?.(view) ?? renderComboboxPlaceholder(view);
  }
}

function renderCheckbox(view: FieldView): TemplateResult {
  const id = fieldId(view.index);
  return html`<div part="field" class="field check ${view.error ? 'invalid' : ''}">
    <div class="check-row">
      <input
        part="control"
        id=${id}
        type="checkbox"
        .checked=${live(view.draft === true)}
        aria-describedby=${describedBy(view)}
        aria-invalid=${view.error ? 'true' : nothing}
      />
      <label part="label" for=${id}>${labelText(view)}</label>
    </div>
    ${description(view)}${zoneNote(view)}${secretWarning(view)} ${errorLine(view)}
  </div>`;
}

/** A control under its label and help, above its error: a select, or a combobox's input. */
function renderLabelled(view: FieldView, control: TemplateResult): TemplateResult {
  return html`<div part="field" class="field ${view.error ? 'invalid' : ''}">
    <label part="label" for=${fieldId(view.index)}>${labelText(view)}</label>
    ${description(view)}${zoneNote(view)}${secretWarning(view)} ${control} ${errorLine(view)}
  </div>`;
}

/** A text-like input: one template with its label, help and error, the commonest field rendered in one piece. */
function renderInput(field: TextField | NumberField, view: FieldView): TemplateResult {
  const id = fieldId(view.index);
  const number = field.kind === 'number';
  const kind = inputKind(field);
  // Lit sets attributes in the order written: step, min and max come before type, since set after
  // it they make a date-time or number input build its editing parts a second time.
  return html`<div part="field" class="field ${view.error ? 'invalid' : ''}">
    <label part="label" for=${id}>${labelText(view)}</label>
    ${description(view)}${zoneNote(view)}${unshownNote(view)}${secretWarning(view)}
    <input
      part="control"
      id=${id}
      step=${kind.step ?? nothing}
      min=${number && field.minimum !== undefined ? field.minimum : nothing}
      max=${number && field.maximum !== undefined ? field.maximum : nothing}
      type=${kind.type}
      inputmode=${kind.inputmode ?? nothing}
      autocomplete=${kind.autocomplete ?? nothing}
      spellcheck=${kind.spellcheck ?? nothing}
      aria-required=${field.required ? 'true' : nothing}
      .value=${live(view.draft as string)}
      aria-describedby=${describedBy(view)}
      aria-invalid=${view.error ? 'true' : nothing}
      aria-errormessage=${view.error ? fieldLineId(view.index, 'error') : nothing}
    />
    ${errorLine(view)}
  </div>`;
}

function renderSelect(field: SelectField, view: FieldView): TemplateResult {
  const id = fieldId(view.index);
  const draft = view.draft as string;
  const empty = !field.required || draft === '';
  return renderLabelled(
    view,
    html`<select
      part="control"
      id=${id}
      aria-required=${field.required ? 'true' : nothing}
      aria-describedby=${describedBy(view)}
      aria-invalid=${view.error ? 'true' : nothing}
      aria-errormessage=${view.error ? fieldLineId(view.index, 'error') : nothing}
    >
      ${
        empty
          ? html`<option
            value=""
            .selected=${live(draft === '')}
            .textContent=${field.required ? view.strings.chooseOne : view.strings.optionalChoice}
          ></option>`
          : nothing
      }
      ${field.options.map((o) => html`<option .value=${o.value} .selected=${live(draft === o.value)} .textContent=${o.label}></option>`)}
    </select>`,
  );
}

/**
 * A choice with every option in view: radios for a single choice of a few (an optional one starts
 * with "No answer", whose empty value sends nothing; a required one with none ticked), checkboxes
 * for a multiple choice. The group is named by its legend; each box by its option's title.
 */
function renderOptionGroup(field: SelectField | MultiSelectField, view: FieldView): TemplateResult {
  const name = fieldId(view.index);
  const single = field.kind === 'select';
  const options = single && !field.required ? [{ value: '', label: view.strings.optionalChoice }, ...field.options] : field.options;
  const chosen = single ? [view.draft as string] : (view.draft as string[]);
  return html`<fieldset
    part="field"
    class="field group ${view.error ? 'invalid' : ''}"
    role=${single ? 'radiogroup' : nothing}
    aria-required=${single && field.required ? 'true' : nothing}
    aria-describedby=${describedBy(view)}
    aria-invalid=${view.error ? 'true' : nothing}
  >
    <legend part="label">${labelText(view)}</legend>
    ${description(view)}${secretWarning(view)}
    <div class="options ${options.length > 8 ? 'scroll' : ''}">
      ${options.map((o, j) => {
        // The type is written in the template, not bound: an input whose type changes after it was made builds its inner parts twice.
        const id = j ? nothing : name;
        const checked = live(chosen.includes(o.value));
        return single
          ? html`<label class="option"><input part="control" type="radio" id=${id} name=${name} .value=${o.value} .checked=${checked} /><span .textContent=${o.label}></span></label>`
          : html`<label class="option"><input part="control" type="checkbox" id=${id} name=${name} .value=${o.value} .checked=${checked} /><span .textContent=${o.label}></span></label>`;
      })}
    </div>
    ${errorLine(view)}
  </fieldset>`;
}

/** A combobox field before its module has loaded (milliseconds): the labelled input, nothing to choose yet. */
function renderComboboxPlaceholder(view: FieldView): TemplateResult {
  return html`<div part="field" class="field">
    <label part="label" for=${fieldId(view.index)}>${labelText(view)}</label>
    ${description(view)}
    <input part="control" id=${fieldId(view.index)} role="combobox" aria-expanded="false" readonly aria-describedby=${describedBy(view)} />
  </div>`;
}
