import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { FieldModel } from '../../model/field-model.js';
import type { Strings } from '../../i18n/strings.js';
import type { ParsedRequest } from '../../schema/parse-request.js';
import type { ElicitContent } from '../../types.js';
import { fieldId } from '../../model/markup.js';
import type { Draft } from '../../schema/form-state.js';
import { unshownText } from '../../i18n/messages.js';
import { renderField, type FieldView } from './field-templates.js';

// The form's templates around its fields. Pure: they render what they are given, as text.

/**
 * After a failed accept: each problem, linking to its field (`focus(index, event)`). One slot per
 * field, empty for a field without an error, so an error that comes or goes changes its own line
 * only; a line whose error is the one it was last rendered with is skipped altogether (`guard`).
 */
export function errorSummary(
  fields: readonly FieldModel[],
  errors: readonly (string | undefined)[],
  s: Strings,
  focus: (index: number, event: Event) => void,
): TemplateResult | typeof nothing {
  const count = errors.filter(Boolean).length;
  if (!count) return nothing;
  return html`<div part="error-summary" class="summary" tabindex="-1" role="group" aria-labelledby="summary-title">
    <p id="summary-title" class="summary-title">${s.errorSummaryTitle(count)}</p>
    <ul>
      ${fields.map((field, index) =>
        guard([errors[index]], () =>
          errors[index] ? html`<li><a href="#${fieldId(index)}" @click=${(e: Event) => focus(index, e)}>${field.label}: ${errors[index]}</a></li>` : nothing,
        ),
      )}
    </ul>
  </div>`;
}

/**
 * What the card says once accepted (`content` sent): that the answers were sent, or, when a box
 * was left unticked, that it went as No ("You accepted" alone would read as a yes the person never gave).
 */
export function acceptedText(parsed: ParsedRequest, content: ElicitContent | undefined, s: Strings, lang: string | undefined): string {
  const unticked = parsed.mode === 'form' && content ? parsed.fields.filter((f) => f.kind === 'boolean' && content[f.key] === false).map((f) => f.label) : [];
  return unticked.length ? s.resultAcceptedUnticked(new Intl.ListFormat(lang, { type: 'conjunction' }).format(unticked)) : s.resultAccepted;
}

/**
 * The form's fields, each rendered from what it shows (see `renderField`): its draft, the value given
 * that its control cannot show (see `FormStateController.unshown`), its error in words, the time zone
 * for date-time fields, the comboboxes (once loaded) and the extensions' code (once loaded).
 */
export function renderFields(
  fields: readonly FieldModel[],
  form: { draft(key: string): Draft; unshown: ReadonlyMap<string, string> },
  errors: readonly (string | undefined)[],
  s: Strings,
  zone: FieldView['zone'],
  comboboxes: { render: FieldView['combobox']; version: number },
  extended?: { render: FieldView['extended']; version?: number },
): unknown[] {
  return fields.map((field, index) => {
    const draft = form.draft(field.key);
    // A keystroke changes one field: the others, rendered from the same inputs, are skipped.
    const unshown = form.unshown.get(field.key);
    return guard([field, draft, errors[index], s, zone, comboboxes.version, unshown, extended?.version], () =>
      renderField({
        field,
        index,
        draft,
        error: errors[index],
        zone: field.kind === 'text' && field.format === 'date-time' ? zone : undefined,
        unshown: unshown === undefined ? undefined : unshownText(field, unshown, s),
        strings: s,
        combobox: comboboxes.render,
        extended: extended?.render,
      }),
    );
  });
}
