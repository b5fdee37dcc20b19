import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { parseRequest, parseServer, type ParsedRequest } from '../../schema/parse-request.js';
import { analyzeUrl, lookupsNeeded, type SiteOf, type UrlAnalysis, type UrlLookups, type UrlWarning } from '../../url/analyze-url.js';
import { warningText } from '../../i18n/messages.js';
import { QuestionElement } from '../../internal/question-element.js';
import { UrlProperties } from '../../internal/question-properties.js';
import { baseStyles } from '../../internal/base.styles.js';
import { urlStyles } from './url-elicitation.styles.js';

/**
 * URL mode: asks the person's consent before opening a page the server names. Shows who asks,
 * the message, the whole URL as plain text (never a link) with its host emphasised, and a warning
 * for each risk found. Only the click on "Open ‹host›" opens it, in a new top-level context with
 * `noopener,noreferrer`; nothing is fetched before. Schemes other than https and http are refused.
 *
 * @tagname mcp-url-elicitation
 * @summary URL-mode MCP elicitation: a consent prompt.
 *
 * @fires {ElicitationResultDetail} mcp-elicitation-result - Once, when the question
 *   ends: `{action: "accept"}` (no content) after the page was opened, or decline / cancel.
 *
 * @csspart base - The wrapper of everything.
 * @csspart header - Who asks, and why.
 * @csspart server - "‹server› asks".
 * @csspart message - The server's message, as text.
 * @csspart url - The full URL, as plain text.
 * @csspart url-host - The host the URL leads to, emphasised.
 * @csspart url-warnings - The list of warnings, when there are any.
 * @csspart warning - One warning, or the reason a URL is refused.
 * @csspart countdown - Time left, when a timeout is set.
 * @csspart more-time-button - Asks for more time.
 * @csspart actions - The button row.
 * @csspart accept-button - "Open ‹host›".
 * @csspart decline-button - Decline.
 * @csspart cancel-button - Cancel.
 * @csspart open-again-button - Opens the page again: after consent, or when a repeated request offers it.
 * @csspart status - How the question ended.
 * @csspart answer-details - With `keep`, once answered: the link and its warnings, behind "Show the question".
 *
 * @cssproperty [--mcp-elicit-color-scheme=light dark] - `light` or `dark` forces one; by default the person's preference decides.
 * @cssproperty [--mcp-elicit-accent-color=#0b57d0] - The open button (dark: #a8c7fa).
 * @cssproperty [--mcp-elicit-warning-background=#fff4e0] - Warning background.
 * @cssproperty [--mcp-elicit-warning-color=#4d3300] - Warning text.
 * @cssproperty [--mcp-elicit-url-background=rgba(127,127,127,.12)] - Behind the URL text.
 */
export class McpUrlElicitation extends UrlProperties(QuestionElement) {
  static override styles = [baseStyles, urlStyles];

  @state() private parsed: ParsedRequest = parseRequest(undefined);
  @state() private analysis: UrlAnalysis = { ok: false, reason: 'unparsable' };
  /** A lookup the URL needs is loading: the open buttons wait for it. */
  @state() private lookupsPending = false;
  private finishedWithoutOpening = false;
  private lookups: UrlLookups = {};
  private lookupsDone: Promise<void> = Promise.resolve();

  get ready(): Promise<void> {
    return this.updateComplete
      .then(() => this.lookupsDone)
      .then(() => this.updateComplete)
      .then(() => undefined);
  }

  private get raw(): string {
    return this.parsed.mode === 'url' ? this.parsed.url : '';
  }

  protected override requestChanged(): void {
    this.parsed = parseRequest(this.request);
    this.finishedWithoutOpening = false;
    this.analyze();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('server') && !changed.has('request')) this.analyze();
  }

  private analyze(): void {
    this.analysis = analyzeUrl(this.raw, this.server, this.lookups);
    const needed = lookupsNeeded(this.raw, this.server);
    const missing = (needed.siteOf && !this.lookups.siteOf) || (needed.international && !this.lookups.international);
    this.lookupsPending = missing;
    if (missing) this.lookupsDone = this.loadLookups(needed);
  }

  /**
   * Loads the registrable-domain lookup. The public-suffix list is large, so it is imported only
   * when a link's host differs from the server's.
   */
  protected async loadSiteOf(): Promise<SiteOf> {
    const { getDomain } = await import('tldts');
    return (host) => getDomain(host, { allowPrivateDomains: true });
  }

  /** Loads punycode and the look-alike tables, only for a host with `xn--` labels. */
  protected async loadInternational(): Promise<UrlLookups['international']> {
    return (await import('../../url/international.js')).internationalWarnings;
  }

  private async loadLookups(needed: { siteOf: boolean; international: boolean }): Promise<void> {
    const [siteOf, international] = await Promise.all([
      needed.siteOf && !this.lookups.siteOf
        ? this.loadSiteOf().catch((error) => {
            // Without the list, compare whole host names: stricter, never silent.
            console.error('mcp-elicit: the public-suffix list could not be loaded', error);
            return (host: string) => host;
          })
        : this.lookups.siteOf,
      needed.international && !this.lookups.international
        ? this.loadInternational().catch((error) => {
            // Without it, the warning names the ASCII form only: still a warning.
            console.error('mcp-elicit: punycode could not be loaded', error);
            return (host: string): UrlWarning[] => [{ code: 'punycode', unicode: host, ascii: host }];
          })
        : this.lookups.international,
    ]);
    this.lookups = { siteOf, international };
    this.analyze();
  }

  private open = (): void => {
    if (!this.analysis.ok || this.lookupsPending) return;
    window.open(this.analysis.href, '_blank', 'noopener,noreferrer');
    this.settle({ action: 'accept' }, 'submit');
  };

  private finished = (): void => {
    this.finishedWithoutOpening = true;
    this.settle({ action: 'accept' }, 'submit');
  };

  private openAgain = (): void => {
    if (this.analysis.ok) window.open(this.analysis.href, '_blank', 'noopener,noreferrer');
  };

  protected override render(): TemplateResult | typeof nothing {
    if (!this.asking) return nothing;
    const a = this.analysis;
    const s = this.s;
    const parsed = this.parsed;
    const wrongMode = parsed.mode !== 'url';
    const accepted = this.outcome?.result.action === 'accept';
    return html`<div part="base" role="group" aria-labelledby="server" aria-describedby="message">
      ${this.renderHeader(parsed.message)}
      ${this.renderBody(
        parsed.mode !== 'url'
          ? html`<p part="warning" class="refused">${s.formInUrl}</p>`
          : a.ok
            ? this.renderUrl(a)
            : html`<p class="intro">${s.urlIntro}</p>
                <p part="url" class="raw" dir="ltr" translate="no">${parsed.urlText || '""'}</p>
                <p part="warning" class="refused" id="refused">
                  ${a.reason === 'scheme' ? s.urlScheme(a.scheme) : s.urlUnparsable} ${s.urlRefused}
                </p>`,
      )}
      ${this.renderCountdown()}
      ${this.renderActions(a.ok && !wrongMode ? this.renderAccept(a) : nothing)}
      ${this.renderStatus(!a.ok ? s.resultAccepted : this.finishedWithoutOpening ? s.urlFinished : s.urlOpened(a.host))}
      ${accepted && a.ok
        ? html`<div part="actions">
            <button part="open-again-button" type="button" @click=${this.openAgain}>${s.openAgain(a.host)}</button>
          </div>`
        : nothing}
    </div>`;
  }

  /** "Open ‹host›"; for a repeated request, "I've finished" and "Open ‹host› again". */
  private renderAccept(a: Extract<UrlAnalysis, { ok: true }>): TemplateResult {
    const describedBy = this.warnings(a).length ? 'warnings' : nothing;
    if (this.repeated) {
      return html`<button part="accept-button" type="button" ?disabled=${this.lookupsPending} @click=${this.finished}>
          ${this.s.urlFinishedButton}
        </button>
        <button part="open-again-button" type="button" ?disabled=${this.lookupsPending} aria-describedby=${describedBy} @click=${this.open}>
          ${this.s.openAgain(a.host)}
        </button>`;
    }
    return html`<button part="accept-button" type="button" ?disabled=${this.lookupsPending} aria-describedby=${describedBy} @click=${this.open}>
      ${this.s.openHost(a.host)}
    </button>`;
  }

  /** The link's warnings, and one for direction controls hidden in the message. */
  private warnings(a: Extract<UrlAnalysis, { ok: true }>): UrlWarning[] {
    if (!this.parsed.messageHadBidi || a.warnings.some((w) => w.code === 'bidi')) return a.warnings;
    return [...a.warnings, { code: 'bidi' }];
  }

  private renderUrl(a: Extract<UrlAnalysis, { ok: true }>): TemplateResult {
    const s = this.s;
    const warnings = this.warnings(a);
    const origin = parseServer(this.server).origin;
    return html`<p class="intro">${this.repeated ? s.urlRepeatedIntro : s.urlIntro}</p>
      <p part="url" dir="ltr" translate="no">${a.before}<strong class="host">${a.host}</strong>${a.after}</p>
      <p class="host-line">${s.hostLabel} <strong part="url-host" dir="ltr" translate="no">${a.host}</strong></p>
      ${origin ? html`<p class="origin-line" dir="ltr">${s.serverOriginLabel(origin)}</p>` : nothing}
      ${warnings.length
        ? html`<div part="url-warnings" id="warnings">
            <p class="warnings-title">${s.warningsTitle}</p>
            <ul>
              ${warnings.map((w) => html`<li part="warning">${warningText(w, s)}</li>`)}
            </ul>
          </div>`
        : nothing}`;
  }
}
