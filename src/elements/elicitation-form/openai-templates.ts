/**
 * What OpenAI's form extension (openai/elicitation) adds to how a choice looks: a description under
 * each option, and an image beside each (`x-openai-thumbnail`). Loaded with the extension's reading,
 * only for a question written for it; its rules are adopted by the form's shadow root then.
 *
 * An option's name is its title alone (the input is labelled by it), its description describes it.
 * A thumbnail is only ever an `https:` or `data:image/` URL (the parse checks), loaded without a
 * referrer, lazily, at a fixed size (the row does not jump when it arrives), with the title as its
 * text; one that fails to load shows the neutral fallback, and the option stays as usable as any.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { MultiSelectField, Option, SelectField } from '../../model/field-model.js';
import { fieldId, optionId } from '../../model/markup.js';
import { choiceControl } from '../../schema/choice-control.js';
import { describedBy, description, errorLine, labelText, secretWarning, type FieldView } from './field-templates.js';

/** What an option without a usable thumbnail shows: a plain framed picture sign, in grey (readable on light and dark). */
export const FALLBACK_THUMBNAIL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#888" stroke-width="1.5"><rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m4 19 6-6 4 4 3-3 4 4"/></svg>',
  );

/** A thumbnail that would not load: the fallback instead (once), so nothing is left broken. */
const onBroken = (event: Event): void => {
  const img = event.target as HTMLImageElement;
  if (img.src !== FALLBACK_THUMBNAIL) img.src = FALLBACK_THUMBNAIL;
};

/** The field as the extension renders it, or undefined for the core to render (see `FieldView.extended`). */
export function renderOpenAIField(view: FieldView): TemplateResult | undefined {
  const field = view.field;
  if (field.kind !== 'select' && field.kind !== 'multiselect') return undefined;
  if (choiceControl(field) === 'combobox' || !(field.thumbnails || field.options.some((o) => o.description))) return undefined;
  return renderRichOptions(field, view);
}

/**
 * A choice of a few, every option in view with its description and image: radios (a select of up
 * to 15 too, since a native select can show neither) or checkboxes, as the core's option group.
 */
function renderRichOptions(field: SelectField | MultiSelectField, view: FieldView): TemplateResult {
  const single = field.kind === 'select';
  const options: Option[] = single && !field.required ? [{ value: '', label: view.strings.optionalChoice }, ...field.options] : field.options;
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
    <div class="options ${options.length > 8 ? 'scroll' : ''}">${options.map((o, j) => renderRichOption(view, o, j, single, chosen.includes(o.value), !!field.thumbnails))}</div>
    ${errorLine(view)}
  </fieldset>`;
}

function renderRichOption(view: FieldView, o: Option, j: number, single: boolean, checked: boolean, thumbnails: boolean): TemplateResult {
  const name = fieldId(view.index);
  const id = optionId(view.index, j);
  const input = single
    ? html`<input part="control" type="radio" id=${j ? id : name} name=${name} .value=${o.value} .checked=${live(checked)} aria-labelledby="${id}-t" aria-describedby=${o.description ? `${id}-d` : nothing} />`
    : html`<input part="control" type="checkbox" id=${j ? id : name} name=${name} .value=${o.value} .checked=${live(checked)} aria-labelledby="${id}-t" aria-describedby=${o.description ? `${id}-d` : nothing} />`;
  // "No answer" has no picture; its place is kept so the titles line up.
  const image = !thumbnails
    ? nothing
    : o.value === '' && !o.thumbnail
      ? html`<span class="thumbnail"></span>`
      : html`<img part="thumbnail" class="thumbnail" src=${o.thumbnail ?? FALLBACK_THUMBNAIL} alt=${o.label} width="48" height="48" referrerpolicy="no-referrer" loading="lazy" decoding="async" @error=${onBroken} />`;
  return html`<label class="option rich">${input}${image}<span class="option-text"
      ><span id="${id}-t" dir="auto" .textContent=${o.label}></span>${o.description
        ? html`<span part="option-description" class="option-description" id="${id}-d" dir="auto" .textContent=${o.description}></span>`
        : nothing}</span
    ></label>`;
}

/** The rules for rich options, adopted by the form's shadow root with this module. */
export const openaiStyles = css`
  .option.rich .thumbnail {
    flex: none;
    width: 3rem;
    height: 3rem;
    object-fit: cover;
    border-radius: calc(var(--_radius) - 2px);
  }

  .option.rich img.thumbnail {
    outline: 1px solid var(--_border);
    outline-offset: -1px;
  }

  .option-text {
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  .option-description {
    font-size: 0.875em;
    color: var(--_muted);
  }
`;
