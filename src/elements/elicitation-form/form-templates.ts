import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { FieldModel } from '../../model/field-model.js';
import type { Strings } from '../../i18n/strings.js';
import { fieldId } from '../../model/markup.js';

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
