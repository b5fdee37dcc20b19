import { LitElement, css, html, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { resolveStrings, type Strings } from '../../i18n/strings.js';
import type { ElicitContent, ElicitResult, ResultReason, ServerIdentity } from '../../types.js';
import { defaultValidator, type ValidatorProvider } from '../../validation/validator.js';
import type { QuestionElement } from '../../internal/question-element.js';

const PARTS = [
  'base', 'header', 'server', 'message', 'error-summary', 'field', 'label', 'help-text', 'error', 'warning', 'control',
  'unsupported', 'url', 'url-host', 'url-warnings', 'countdown', 'more-time-button', 'actions', 'accept-button',
  'decline-button', 'cancel-button', 'open-again-button', 'status',
].join(', ');

/**
 * The one element a host needs: shows an `elicitation/create` request in form mode
 * (`<mcp-elicitation-form>`) or URL mode (`<mcp-url-elicitation>`), inline or as a modal dialog,
 * and fires `mcp-elicitation-result` exactly once with what goes on the wire.
 *
 * @tagname mcp-elicitation
 * @summary An MCP elicitation, form or URL mode.
 *
 * @fires {CustomEvent<ElicitationResultDetail>} mcp-elicitation-result - Once per request:
 *   `detail.result` is the ElicitResult, `detail.reason` one of `submit`, `decline`, `dismiss`,
 *   `timeout`, `abort`. Bubbles and is composed.
 *
 * @csspart base - The wrapper of the question.
 * @csspart header - Who asks, and why.
 * @csspart server - "‹server› asks".
 * @csspart message - The server's message, as text.
 * @csspart error-summary - Form: the problems listed after a failed accept.
 * @csspart field - Form: one field.
 * @csspart label - Form: a field's label.
 * @csspart help-text - Form: a field's description.
 * @csspart error - Form: a field's error message.
 * @csspart warning - A warning (secret-looking field, risky link, refused link).
 * @csspart control - Form: an input, select or checkbox.
 * @csspart unsupported - Form: why a request cannot be shown.
 * @csspart url - URL: the full URL, as text.
 * @csspart url-host - URL: the host, emphasised.
 * @csspart url-warnings - URL: the warnings list.
 * @csspart countdown - Time left, with a timeout.
 * @csspart more-time-button - Asks for more time.
 * @csspart actions - The button row.
 * @csspart accept-button - Accept (form) or "Open ‹host›" (URL).
 * @csspart decline-button - Decline.
 * @csspart cancel-button - Cancel.
 * @csspart open-again-button - URL: opens the page again after consent.
 * @csspart status - How the question ended.
 * @csspart dialog - The `<dialog>` when `modal` is set.
 *
 * @cssproperty [--mcp-elicit-backdrop=rgba(0,0,0,.45)] - Behind a modal question.
 * @cssproperty [--mcp-elicit-color-scheme=light dark] - `light` or `dark` forces one; by default the person's preference decides.
 * @cssproperty [--mcp-elicit-background=#ffffff] - Background (dark: #1e1f22).
 * @cssproperty [--mcp-elicit-color=#1b1b1f] - Text colour (dark: #e3e3e8).
 * @cssproperty [--mcp-elicit-accent-color=#0b57d0] - Accept / open button (dark: #a8c7fa).
 * @cssproperty [--mcp-elicit-danger-color=#b3261e] - Errors (dark: #ffb4ab).
 * @cssproperty [--mcp-elicit-radius=8px] - Corner radius.
 */
export class McpElicitation extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override styles = css`
    :host {
      display: block;
    }
    :host([hidden]) {
      display: none;
    }
    dialog {
      padding: 0;
      border: 0;
      background: transparent;
      max-width: min(40rem, calc(100vw - 2rem));
      width: 100%;
      max-height: calc(100dvh - 2rem);
    }
    dialog::backdrop {
      background: var(--mcp-elicit-backdrop, rgba(0, 0, 0, 0.45));
    }
  `;

  /** The `elicitation/create` params exactly as on the wire. Setting a new one starts a new question. */
  @property({ attribute: false }) request?: unknown;

  /** Who is asking, as the host knows the server. */
  @property({ attribute: false }) server?: ServerIdentity;

  /** Milliseconds until the question resolves as cancel (reason `timeout`). 0: none. */
  @property({ type: Number }) timeout = 0;

  /** How many times the person may ask for more time. 0 turns it off. */
  @property({ type: Number, attribute: 'max-extensions' }) maxExtensions = Infinity;

  /** Overrides for any user-facing text. */
  @property({ attribute: false }) strings?: Partial<Strings>;

  /** Form mode: answers to pre-fill (e.g. from an earlier round), over the schema's defaults. */
  @property({ attribute: false }) values?: Record<string, unknown>;

  /** Form mode: makes the validator. Default: ajv, or a CSP-safe one where ajv cannot run. */
  @property({ attribute: false }) validator: ValidatorProvider = defaultValidator;

  /** URL mode: the person already opened this URL and the server asks again (see `<mcp-url-elicitation>`). */
  @property({ type: Boolean }) repeated = false;

  /** Show the question in a modal `<dialog>` (Escape cancels). */
  @property({ type: Boolean, reflect: true }) modal = false;

  @query('dialog') private dialog?: HTMLDialogElement;
  @query('.question') private question?: QuestionElement;

  /** The ElicitResult sent, or undefined while the question is open. */
  get result(): ElicitResult | undefined {
    return this.question?.result;
  }

  /** Why the question ended, or undefined while it is open. */
  get reason(): ResultReason | undefined {
    return this.question?.reason;
  }

  /** Form mode: the content Accept would send now, before validation (undefined in URL mode). */
  get draftContent(): ElicitContent | undefined {
    const question = this.question;
    return question && 'draftContent' in question ? (question as { draftContent: ElicitContent }).draftContent : undefined;
  }

  /** Ends the question as cancel (reason `dismiss`), as when the host closes it. */
  cancel(): void {
    this.question?.cancel();
  }

  /** Ends the question as cancel (reason `abort`): the request was withdrawn. */
  abort(): void {
    this.question?.abort();
  }

  /** Resolves once this element and the question inside it have rendered. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.question?.updateComplete;
    return done;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('modal') && this.dialog && !this.dialog.open && this.isConnected) {
      this.dialog.showModal();
      // showModal() focuses the dialog itself: the controls sit in a nested shadow root it does not search.
      void this.question?.updateComplete.then(() => this.question?.focus());
    }
  }

  private onDialogCancel = (event: Event): void => {
    // Escape or a close request: that is a dismissal, answered by the question itself.
    event.preventDefault();
    this.cancel();
  };

  protected override render(): TemplateResult {
    const url = typeof this.request === 'object' && this.request !== null && (this.request as { mode?: unknown }).mode === 'url';
    const question = url
      ? html`<mcp-url-elicitation
          class="question"
          exportparts=${PARTS}
          .request=${this.request}
          .server=${this.server}
          .timeout=${this.timeout}
          .maxExtensions=${this.maxExtensions}
          .strings=${this.strings}
          .repeated=${this.repeated}
        ></mcp-url-elicitation>`
      : html`<mcp-elicitation-form
          class="question"
          exportparts=${PARTS}
          .request=${this.request}
          .server=${this.server}
          .timeout=${this.timeout}
          .maxExtensions=${this.maxExtensions}
          .strings=${this.strings}
          .values=${this.values}
          .validator=${this.validator}
        ></mcp-elicitation-form>`;
    if (!this.modal) return question;
    const s = resolveStrings(this.strings);
    const name = this.server?.name?.trim() || s.unknownServer;
    return html`<dialog part="dialog" aria-label=${s.serverAsks(name)} @cancel=${this.onDialogCancel}>
      ${question}
    </dialog>`;
  }
}
