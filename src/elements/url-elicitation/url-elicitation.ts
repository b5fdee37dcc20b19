import { adoptStyles, html, nothing, type TemplateResult, type PropertyDeclarations } from 'lit';
import { parseRequest, type ParsedRequest } from '../../schema/parse-request.js';
import { parseServer } from '../../schema/parse-asker.js';
import type { SiteOf, UrlLookups } from '../../url/analyze-url.js';
import { QuestionElement } from '../question/question-element.js';
import { LoadTask } from '../../controllers/load-task.js';
import { UrlProperties } from '../question/question-properties.js';
import { baseStyles } from '../question/base.styles.js';
import type { UrlCheck } from '../../url/url-check.js';
import type * as UrlView from './url-view.js';

/** The lazily loaded view (a namespace type, so declaration tools can follow it). */
type View = typeof UrlView;

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
 * @fires {ElicitationOpenDetail} mcp-elicitation-open - When a question appears on screen
 *   (once per request): `detail.server`, `detail.mode`, `detail.message`, `detail.task`, to notify a
 *   person looking elsewhere. Bubbles and is composed.
 *
 * @csspart base - The wrapper of everything.
 * @csspart header - Who asks, and why.
 * @csspart arrival - "New question": shown while a question that appeared without taking focus waits for the person.
 * @csspart server - "‹server› asks" (after "2 of 3 ·" when modal questions wait their turn).
 * @csspart queue-position - "2 of 3": where a modal question stands among those waiting.
 * @csspart task - "From a background task: ‹status›", when a task asks.
 * @csspart message - The server's message, as text.
 * @csspart message-more-button - Shows more of a very long message (over 4,000 characters).
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
 * @cssproperty --mcp-elicit-color-scheme - `light`, `dark` or `light dark` (the person's preference); unset, the question inherits the page's own `color-scheme`, so a light-only page gets a light card.
 * @cssproperty [--mcp-elicit-background=#ffffff] - Background (dark: #1e1f22).
 * @cssproperty [--mcp-elicit-color=#1b1b1f] - Text colour (dark: #e3e3e8).
 * @cssproperty [--mcp-elicit-muted-color=#44474e] - Secondary text (dark: #c4c6d0).
 * @cssproperty [--mcp-elicit-border-color=#74777f] - Borders of the card and buttons.
 * @cssproperty [--mcp-elicit-accent-color=#0b57d0] - The open button (dark: #a8c7fa).
 * @cssproperty [--mcp-elicit-on-accent-color=#ffffff] - Text on the accent colour.
 * @cssproperty [--mcp-elicit-danger-color=#b3261e] - Errors (dark: #ffb4ab).
 * @cssproperty [--mcp-elicit-warning-background=#fff4e0] - Warning background.
 * @cssproperty [--mcp-elicit-warning-color=#4d3300] - Warning text.
 * @cssproperty [--mcp-elicit-url-background=rgba(127,127,127,.12)] - Behind the URL text.
 * @cssproperty [--mcp-elicit-focus-ring=2px solid #0b57d0] - Focus outline.
 * @cssproperty [--mcp-elicit-radius=8px] - Corner radius.
 * @cssproperty [--mcp-elicit-gap=1rem] - Space between sections.
 * @cssproperty [--mcp-elicit-padding=1rem 1.25rem] - Padding of the card.
 * @cssproperty [--mcp-elicit-max-width=40rem] - Widest the card grows.
 * @cssproperty [--mcp-elicit-font=400 1rem/1.5 system-ui, sans-serif] - Font shorthand.
 */
export class McpUrlElicitation extends UrlProperties(QuestionElement) {
  // The URL's own styles come with its view, when the first URL request arrives.
  static override styles = baseStyles;
  static override properties: PropertyDeclarations = { parsed: { state: true } };

  protected readonly mode = 'url';
  private parsed: ParsedRequest = parseRequest(undefined);
  /** A request has come: URL mode's view is wanted from then on. */
  private wanted = false;
  /** The templates and link analysis of URL mode, loaded with the first request (forms never need them). */
  private view?: View;
  private link?: UrlCheck;
  private finishedWithoutOpening = false;

  /** The view, once per element; the question shows once it has loaded (or failed to, and then refuses the link). */
  private readonly viewLoad = new LoadTask(this, {
    args: () => [this.wanted] as const,
    task: ([wanted]) => (wanted ? this.loadView() : undefined),
    onComplete: (view) => {
      adoptStyles(this.renderRoot as ShadowRoot, [baseStyles, view.urlStyles]);
      this.link = new view.UrlCheck({ loadSiteOf: () => this.loadSiteOf(), loadInternational: () => this.loadInternational() });
      this.view = view;
    },
    // Without its checks no link is opened: the question says so and offers Decline and Cancel.
    onError: (error) => console.error('mcp-elicit: URL mode could not be loaded', error),
    beforeShowing: true,
  });

  /** The link's analysis, again whenever the link or the server changes; the lookups it needs load meanwhile (the open buttons wait). */
  private readonly linkCheck = new LoadTask(this, {
    args: () => [this.link, this.parsed, this.server] as const,
    task: ([link, parsed, server]) => link?.check(parsed.mode === 'url' ? parsed.url : '', parseServer(server)),
  });

  /** The server's message (see `QuestionElement.message`). */
  protected get message(): string {
    return this.parsed.message;
  }

  protected override requestChanged(): void {
    this.parsed = parseRequest(this.request);
    this.finishedWithoutOpening = false;
    this.wanted = true;
  }

  /** Loads URL mode's templates, styles and link checks (a separate chunk: pages that only ask forms never load it). */
  protected loadView(): Promise<View> {
    return import('./url-view.js');
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

  /** What the view's buttons do: open the link; "I've finished" (as `complete()`); open it again after consent. */
  private readonly on = {
    open: (): void => {
      const a = this.link?.analysis;
      if (!a?.ok || this.link!.pending) return;
      window.open(a.href, '_blank', 'noopener,noreferrer');
      this.settle({ action: 'accept' }, 'submit');
    },
    finished: (): void => this.complete(),
    openAgain: (): void => {
      const a = this.link?.analysis;
      if (a?.ok) window.open(a.href, '_blank', 'noopener,noreferrer');
    },
  };

  /**
   * The server says the interaction is complete (2025-11-25 `notifications/elicitation/complete`):
   * an open consent closes as done (accept, "You finished"). Once answered, this does nothing.
   */
  complete(): void {
    if (this.outcome) return;
    this.finishedWithoutOpening = true;
    this.settle({ action: 'accept' }, 'submit');
  }

  protected renderQuestion(): TemplateResult {
    const { view, link, parsed, s } = this;
    if (!view || !link) return this.renderFrame(html`<p part="warning">${s.urlRefused}</p> ${this.renderActions(nothing)}`, s.resultAccepted);
    const shown = view.urlQuestion(link, parsed, this.repeated, s, this.outcome?.result.action === 'accept', this.finishedWithoutOpening, this.on);
    return this.renderFrame(
      html`${this.renderBody(() => shown.body(parseServer(this.server).origin))} ${this.renderCountdown()} ${this.renderActions(shown.accept)}`,
      shown.acceptedText,
      shown.after,
    );
  }
}
