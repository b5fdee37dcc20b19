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
import type { ParsedRequest } from '../../schema/parse-request.js';
import type { ElicitExtensions } from '../../types.js';
import { parseOpenAIRequest } from '../../extensions/openai/index.js';
import type { Core } from '../../extensions/openai/core.js';
import { thumbnail } from './thumbnail.js';

/**
 * Reads a request written for the extension (see `parseOpenAIRequest`; `core` is the form's own
 * parse, handed in) and, when the host renders the extension, adopts these rules in the form's
 * `root` and gives the form how to render what the extension adds.
 */
export async function readOpenAI(
  request: unknown,
  on: ElicitExtensions['openai'],
  core: Core,
  root: Node,
): Promise<{ parsed: ParsedRequest; render?: (view: FieldView) => TemplateResult | undefined }> {
  const parsed = await parseOpenAIRequest(request, on, core);
  if (!on) return { parsed };
  const sheet = openaiStyles.styleSheet!;
  if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return { parsed, render: renderOpenAIField };
}

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
  const image = !thumbnails ? nothing : o.value === '' && !o.thumbnail ? html`<span class="thumbnail"></span>` : thumbnail(o.thumbnail, o.label, 48);
  return html`<label class="option rich">${input}${image}<span class="option-text"
      ><span id="${id}-t" dir="auto" .textContent=${o.label}></span>${
        o.description ? html`<span part="option-description" class="option-description" id="${id}-d" dir="auto" .textContent=${o.description}></span>` : nothing
      }</span
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
