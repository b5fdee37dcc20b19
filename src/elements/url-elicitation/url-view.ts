import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../../i18n/strings.js';
import { warningText } from '../../i18n/url-warnings.js';
import type { ParsedRequest } from '../../schema/parse-request.js';
import type { UrlAnalysis, UrlWarning } from '../../url/analyze-url.js';

// What URL mode loads when its first request arrives (forms never need it): the link's analysis
// with its lazily loaded lookups, the URL's own templates and styles.

export { urlStyles } from './url-elicitation.styles.js';
import type { UrlCheck } from '../../url/url-check.js';
export { UrlCheck } from '../../url/url-check.js';

type Ok = Extract<UrlAnalysis, { ok: true }>;

/**
 * `text` with a line-break opportunity after each slash, `?`, `&`, `=` and `#`: a long URL wraps
 * between its parts ("…/oauth/" / "authorize?…") rather than inside a word, and breaks inside one
 * only when a part is longer than the line. The host is kept whole (see the styles).
 */
function breakable(text: string): unknown[] {
  const parts = text.split(/(?<=[/?&=#])/);
  return parts.map((part, i) => (i ? html`<wbr />${part}` : part));
}

/** The link's warnings, and one for direction controls hidden in the message. */
function warningsOf(a: Ok, parsed: ParsedRequest): UrlWarning[] {
  if (!parsed.messageHadBidi || a.warnings.some((w) => w.code === 'bidi')) return a.warnings;
  return [...a.warnings, { code: 'bidi' }];
}

/** What the question shows between its header and its buttons: the link and its warnings, or why it is refused. */
export function urlBody(a: UrlAnalysis, parsed: ParsedRequest, repeated: boolean, origin: string | undefined, s: Strings): TemplateResult {
  if (parsed.mode !== 'url') return html`<p part="warning" class="refused">${s.formInUrl}</p>`;
  if (!a.ok) {
    return html`<p class="intro">${s.urlIntro}</p>
      <p part="url" class="raw" dir="ltr" translate="no">${parsed.urlText || '""'}</p>
      <p part="warning" class="refused" id="refused">${a.reason === 'scheme' ? s.urlScheme(a.scheme) : s.urlUnparsable} ${s.urlRefused}</p>`;
  }
  const warnings = warningsOf(a, parsed);
  return html`<p class="intro">${repeated ? s.urlRepeatedIntro : s.urlIntro}</p>
    <p part="url" dir="ltr" translate="no">${breakable(a.before)}<strong class="host">${a.host}</strong>${breakable(a.after)}</p>
    <p class="host-line">${s.hostLabel} <strong part="url-host" dir="ltr" translate="no">${a.host}</strong></p>
    ${origin ? html`<p class="origin-line" dir="ltr">${s.serverOriginLabel(origin)}</p>` : nothing}
    ${
      warnings.length
        ? html`<div part="url-warnings" id="warnings">
          <p class="warnings-title">${s.warningsTitle}</p>
          <ul>
            ${warnings.map((w) => html`<li part="warning">${warningText(w, s)}</li>`)}
          </ul>
        </div>`
        : nothing
    }`;
}

/** "Open ‹host›"; for a repeated request, "I've finished" and "Open ‹host› again". */
export function urlAccept(
  a: Ok,
  parsed: ParsedRequest,
  { repeated, pending, s }: { repeated: boolean; pending: boolean; s: Strings },
  { open, finished }: { open: () => void; finished: () => void },
): TemplateResult {
  const describedBy = warningsOf(a, parsed).length ? 'warnings' : nothing;
  if (repeated) {
    return html`<button part="accept-button" type="button" ?disabled=${pending} @click=${finished}>${s.urlFinishedButton}</button>
      <button part="open-again-button" type="button" ?disabled=${pending} aria-describedby=${describedBy} @click=${open}>${s.openAgain(a.host)}</button>`;
  }
  return html`<button part="accept-button" type="button" ?disabled=${pending} aria-describedby=${describedBy} @click=${open}>${s.openHost(a.host)}</button>`;
}

/**
 * What a URL question shows once URL mode has loaded (see `McpUrlElicitation.renderQuestion`): the
 * link and its warnings, the accept control, and once it ended, how, with "Open ‹host› again" after consent.
 */
export function urlQuestion(
  link: UrlCheck,
  parsed: ParsedRequest,
  repeated: boolean,
  s: Strings,
  accepted: boolean,
  finishedWithoutOpening: boolean,
  on: { open: () => void; finished: () => void; openAgain: () => void },
): { body: (origin: string | undefined) => TemplateResult; accept: TemplateResult | typeof nothing; acceptedText: string; after: TemplateResult | typeof nothing } {
  const a = link.analysis;
  return {
    body: (origin) => urlBody(a, parsed, repeated, origin, s),
    accept: a.ok && parsed.mode === 'url' ? urlAccept(a, parsed, { repeated, pending: link.pending, s }, on) : nothing,
    acceptedText: !a.ok ? s.resultAccepted : finishedWithoutOpening ? s.urlFinished : s.urlOpened(a.host),
    after:
      accepted && a.ok
        ? html`<div part="actions">
            <button part="open-again-button" type="button" @click=${on.openAgain}>${s.openAgain(a.host)}</button>
          </div>`
        : nothing,
  };
}
