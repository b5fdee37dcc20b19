import { html, type TemplateResult } from 'lit';
import type { Problem } from '../../model/field-model.js';
import { problemText } from '../../i18n/problems.js';
import type { Strings } from '../../i18n/strings.js';

// Loaded only for a request the form cannot show: most pages never need it.

/** Why a request cannot be shown: one line per problem. */
export function unsupportedNote(problems: readonly Problem[], s: Strings): TemplateResult {
  return html`<div part="unsupported" class="unsupported">
    <p class="unsupported-title">${s.unsupportedTitle}</p>
    <p>${s.unsupportedIntro}</p>
    <ul>
      ${problems.map((p) => html`<li>${problemText(p, s)}</li>`)}
    </ul>
  </div>`;
}
