import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../../i18n/strings.js';
import { warningText } from '../../i18n/url-warnings.js';
import type { ParsedRequest } from '../../schema/parse-request.js';
import { analyzeUrl, hostnameOf, lookupsNeeded, type SiteOf, type UrlAnalysis, type UrlLookups, type UrlWarning } from '../../url/analyze-url.js';
import type { ServerIdentity } from '../../types.js';

// What URL mode loads when its first request arrives (forms never need it): the link's analysis
// with its lazily loaded lookups, the URL's own templates and styles.

export { urlStyles } from './url-elicitation.styles.js';

type Ok = Extract<UrlAnalysis, { ok: true }>;

/** Where the lookups come from (the element's overridable loaders). */
export interface LookupSource {
  loadSiteOf(): Promise<SiteOf>;
  loadInternational(): Promise<UrlLookups['international']>;
}

/**
 * The link under consideration: analysed at once with what is loaded, again once a lookup it
 * needs (the public-suffix list, the international tables) has loaded. Until then the open
 * buttons wait.
 */
export class UrlCheck {
  analysis: UrlAnalysis = { ok: false, reason: 'unparsable' };
  /** A lookup the URL needs is loading. */
  pending = false;
  private lookups: UrlLookups = {};
  private raw = '';
  private server?: ServerIdentity;
  /** A `server.origin` already said to be unreadable (said once, not at each check). */
  private refusedOrigin?: string;

  constructor(private readonly source: LookupSource) {}

  /** Analyses `raw` now; returns the load of the lookups it still needs, if any (then analyses it again). */
  check(raw: string, server: ServerIdentity | undefined): Promise<void> | undefined {
    this.raw = raw;
    this.server = server;
    const origin = server?.origin;
    if (origin && !hostnameOf(origin) && origin !== this.refusedOrigin) {
      // Never drop the "another site" warning in silence: say why it cannot be given.
      this.refusedOrigin = origin;
      console.warn(
        `mcp-elicit: server.origin "${origin.length > 80 ? `${origin.slice(0, 80)}…` : origin}" is not a web origin (like https://mcp.example.com), ` +
          'so a link to another site than the server’s cannot be flagged. Give the origin the server was reached at.',
      );
    }
    this.analysis = analyzeUrl(raw, server, this.lookups);
    const needed = lookupsNeeded(raw, server);
    this.pending = (needed.siteOf && !this.lookups.siteOf) || (needed.international && !this.lookups.international);
    return this.pending ? this.load(needed) : undefined;
  }

  private async load(needed: { siteOf: boolean; international: boolean }): Promise<void> {
    const [siteOf, international] = await Promise.all([
      needed.siteOf && !this.lookups.siteOf
        ? this.source.loadSiteOf().catch((error) => {
            // Without the list, compare whole host names: stricter, never silent.
            console.error('mcp-elicit: the public-suffix list could not be loaded', error);
            return (host: string) => host;
          })
        : this.lookups.siteOf,
      needed.international && !this.lookups.international
        ? this.source.loadInternational().catch((error) => {
            // Without it, the warning names the ASCII form only: still a warning.
            console.error('mcp-elicit: punycode could not be loaded', error);
            return (host: string): UrlWarning[] => [{ code: 'punycode', unicode: host, ascii: host }];
          })
        : this.lookups.international,
    ]);
    this.lookups = { siteOf, international };
    await this.check(this.raw, this.server);
  }
}

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
