import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import { LocaleController } from '../../controllers/locale-controller.js';
import { parseServer } from '../../schema/parse-asker.js';
import type { ElicitContent, ElicitResult, ElicitationResultDetail, ResultReason } from '../../types.js';
import type { CompactController } from '../../controllers/compact-controller.js';
import { LoadTask, pendingLoad } from '../../controllers/load-task.js';
import { systemClock } from '../../controllers/countdown-controller.js';
import { hasFocusWithin } from '../../internal/focus.js';
import { FormProperties, QuestionProperties, UrlProperties, forwardProperties } from '../question/question-properties.js';
import { McpElicitationForm } from '../elicitation-form/elicitation-form.js';
import { McpUrlElicitation } from '../url-elicitation/url-elicitation.js';
import { INNER_PARTS, QUESTION_CLASS } from '../../model/markup.js';

type Question = McpElicitationForm | McpUrlElicitation;

const isUrlRequest = (request: unknown): boolean => typeof request === 'object' && request !== null && (request as { mode?: unknown }).mode === 'url';

/**
 * The one element a host needs: shows an `elicitation/create` request in form mode
 * (`<mcp-elicitation-form>`) or URL mode (`<mcp-url-elicitation>`), inline or as a modal dialog,
 * and fires `mcp-elicitation-result` exactly once with what goes on the wire.
 *
 * @tagname mcp-elicitation
 * @summary An MCP elicitation, form or URL mode.
 *
 * @fires {ElicitationResultDetail} mcp-elicitation-result - Once per request:
 *   `detail.result` is the ElicitResult, `detail.reason` one of `submit`, `decline`, `dismiss`,
 *   `timeout`, `abort`. Bubbles and is composed.
 * @fires {ElicitationOpenDetail} mcp-elicitation-open - When a question appears on screen
 *   (once per request): `detail.server`, `detail.mode`, `detail.message`, `detail.task`, to notify a
 *   person looking elsewhere. Bubbles and is composed.
 *
 * @csspart base - The wrapper of the question.
 * @csspart header - Who asks, and why.
 * @csspart arrival - "New question": shown while a question that appeared without taking focus waits for the person.
 * @csspart server - "‹server› asks" (after "2 of 3 ·" when modal questions wait their turn).
 * @csspart queue-position - "2 of 3": where a modal question stands among those waiting.
 * @csspart task - "From a background task: ‹status›", when a task asks.
 * @csspart message - The server's message, as text.
 * @csspart message-more-button - Shows more of a very long message (over 4,000 characters).
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
 * @csspart answer - Form, with `keep`, once accepted: what was sent, field by field.
 * @csspart answer-details - With `keep`, once answered: the read-only question, behind "Show the question".
 * @csspart listbox - Form: a many-option choice's list of options.
 * @csspart combobox-button - Form: the button that shows a many-option choice's list.
 * @csspart chip - Form: a chosen option of a many-option multiple choice, or a chosen file (`extensions.files`).
 * @csspart chip-remove-button - Form: removes that chosen option or file (or a resource from an implicit list).
 * @csspart preview-button - Form: shows a resource's preview through the host's `preview` hook (`extensions.openai`).
 * @csspart upload-button - Form: adds the person's own file to a resource field through the host's `upload` hook.
 * @csspart add-button - Form: adds an offered resource to a resource field's list (implicit selection).
 * @csspart option-description - Form: an option's description, under its title (OpenAI's form extension).
 * @csspart thumbnail - Form: an option's image (OpenAI's form extension): 48×48 beside a choice, 40×40 in a resource picker, or the fallback picture.
 * @csspart dialog - The `<dialog>` when `modal` is set.
 *
 * @cssproperty [--mcp-elicit-backdrop=rgba(0,0,0,.45)] - Behind a modal question.
 * @cssproperty --mcp-elicit-color-scheme - `light`, `dark` or `light dark` (the person's preference); unset, the question inherits the page's own `color-scheme`, so a light-only page gets a light card.
 * @cssproperty [--mcp-elicit-background=#ffffff] - Background (dark: #1e1f22).
 * @cssproperty [--mcp-elicit-color=#1b1b1f] - Text colour (dark: #e3e3e8).
 * @cssproperty [--mcp-elicit-muted-color=#44474e] - Secondary text (dark: #c4c6d0).
 * @cssproperty [--mcp-elicit-border-color=#74777f] - Borders of the card and controls.
 * @cssproperty [--mcp-elicit-accent-color=#0b57d0] - Accept / open button (dark: #a8c7fa).
 * @cssproperty [--mcp-elicit-on-accent-color=#ffffff] - Text on the accent colour.
 * @cssproperty [--mcp-elicit-danger-color=#b3261e] - Errors (dark: #ffb4ab).
 * @cssproperty [--mcp-elicit-warning-background=#fff4e0] - Warning background.
 * @cssproperty [--mcp-elicit-warning-color=#4d3300] - Warning text.
 * @cssproperty [--mcp-elicit-url-background=rgba(127,127,127,.12)] - URL: behind the URL text.
 * @cssproperty [--mcp-elicit-focus-ring=2px solid #0b57d0] - Focus outline.
 * @cssproperty [--mcp-elicit-radius=8px] - Corner radius.
 * @cssproperty [--mcp-elicit-gap=1rem] - Space between sections and fields, and between questions that follow each other.
 * @cssproperty [--mcp-elicit-padding=1rem 1.25rem] - Padding of the card.
 * @cssproperty [--mcp-elicit-max-width=40rem] - Widest the card grows.
 * @cssproperty [--mcp-elicit-font=400 1rem/1.5 system-ui, sans-serif] - Font shorthand.
 */
export class McpElicitation extends FormProperties(UrlProperties(QuestionProperties(LitElement))) {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override styles = css`
    :host {
      display: block;
    }
    :host([hidden]) {
      display: none;
    }
    /* A question right after another in one container (elicit() inline, twice) keeps its distance. */
    :host([data-follows-question]:not([modal])) {
      margin-block-start: var(--mcp-elicit-gap, 1rem);
    }
    dialog {
      color-scheme: var(--mcp-elicit-color-scheme);
      box-sizing: border-box;
      padding: 0;
      border: 0;
      border-radius: var(--mcp-elicit-radius, 8px);
      background: transparent;
      max-width: min(40rem, calc(100vw - 2rem));
      width: 100%;
      max-height: calc(100dvh - 2rem);
      /* Lifted off the page: on a dark page a dark card would barely stand out from it. */
      box-shadow: 0 0 0 1px light-dark(transparent, rgb(255 255 255 / 0.45)), 0 0.5rem 2rem rgb(0 0 0 / 0.5);
    }
    dialog::backdrop {
      background: var(--mcp-elicit-backdrop, light-dark(rgb(0 0 0 / 0.45), rgb(0 0 0 / 0.75)));
    }
    @media (forced-colors: active) {
      dialog {
        box-shadow: none;
      }
    }
  `;
  static override properties: PropertyDeclarations = { modal: { type: Boolean, reflect: true } };

  /** Show the question in a modal `<dialog>` (Escape cancels). */
  modal = false;

  /** The dialog's words (its name), in the question's language. */
  private readonly localizer = new LocaleController(this);

  /** The inner element that shows the current request: form, or URL consent (none while compacted). */
  private question?: Question = this.makeQuestion(McpElicitationForm);

  /** With `keep`: compacts the answered question once the person has moved on (loaded only with `keep`). */
  private compaction?: CompactController<Question>;
  private readonly compactionLoad = new LoadTask(this, {
    args: () => [this.keep && !this.compaction] as const,
    task: ([load]) => (load ? import('../../controllers/compact-controller.js') : undefined),
    onComplete: (loaded) => {
      // All it reads here; it changes nothing (see `willUpdate`).
      this.compaction = new loaded.CompactController<Question>(this, {
        live: () => this.question,
        focused: () => hasFocusWithin(this),
        clock: () => this.clock ?? systemClock,
      });
      // Answered while this loaded.
      if (this.result && this.question) this.compaction.answered();
    },
    // Not loaded (offline, say): the kept question stays live, which loses nothing.
  });

  /** The ElicitResult sent, or undefined while the question is open. */
  get result(): ElicitResult | undefined {
    return (this.compaction?.kept?.ended ?? this.question)?.result;
  }

  /** Why the question ended, or undefined while it is open. */
  get reason(): ResultReason | undefined {
    return (this.compaction?.kept?.ended ?? this.question)?.reason;
  }

  /** Form mode: the content Accept would send now, before validation (undefined in URL mode). */
  get draftContent(): ElicitContent | undefined {
    const kept = this.compaction?.kept;
    if (kept) return kept.values && { ...kept.values };
    return this.question instanceof McpElicitationForm ? this.question.draftContent : undefined;
  }

  /**
   * Resolves once the question has rendered and can be answered at once: a form's validator has
   * loaded (or failed to, which the form then says), a link's site check is done.
   */
  get ready(): Promise<void> {
    // Not shown (no request yet, or a misused attribute), or answered and compacted: nothing to wait for.
    return this.updateComplete.then(() => (this.question?.isConnected ? this.question.ready : undefined));
  }

  /** See `QuestionElement.onEnd`: called once when the question ends, even where no event is heard. @internal */
  onEnd?: (detail: ElicitationResultDetail) => void;

  /** Ends the question as cancel (reason `dismiss`), as when the host closes it. */
  cancel(): void {
    this.question?.cancel();
  }

  /**
   * URL mode: the server says the interaction is complete (2025-11-25
   * `notifications/elicitation/complete`), so an open consent closes as done (accept). Does nothing
   * in form mode or once answered.
   */
  complete(): void {
    if (this.question instanceof McpUrlElicitation) this.question.complete();
  }

  /** Ends the question as cancel (reason `abort`): the request was withdrawn. */
  abort(): void {
    this.question?.abort();
  }

  /** Resolves once this element and the question inside it have rendered (with `keep`, its compaction loaded). */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (this.question?.isConnected) await this.question.updateComplete;
    await pendingLoad([this.compactionLoad])?.catch(() => undefined);
    return done;
  }

  private makeQuestion(kind: typeof McpElicitationForm | typeof McpUrlElicitation): Question {
    const question = new kind();
    question.className = QUESTION_CLASS;
    question.setAttribute('exportparts', INNER_PARTS.join(', '));
    forwardProperties(this, question);
    question.onEnd = (detail) => this.onEnd?.(detail);
    return question;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('strings') || changed.has('locale')) this.localizer.check();
    // A compacted question stays so until something changes (or is pressed in the copy): then it
    // comes back (another language, no `keep`), or a new request starts a new question.
    if (this.compaction?.kept && !changed.has('request')) {
      // The live question comes back as the copy showed it (see `Kept.restore`).
      const back = this.compaction.revive(changed.size > 0);
      this.question = back && Object.assign(this.makeQuestion(back.tag === 'mcp-url-elicitation' ? McpUrlElicitation : McpElicitationForm), back.restore);
      return;
    }
    if (changed.has('request')) this.compaction?.cancel();
    const kind = isUrlRequest(this.request) ? McpUrlElicitation : McpElicitationForm;
    if (!(this.question instanceof kind)) this.question = this.makeQuestion(kind);
    else forwardProperties(this, this.question, changed);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.toggleAttribute('data-follows-question', this.previousElementSibling?.localName === this.localName);
  }

  constructor() {
    super();
    // A modal question closes its dialog once answered; the element stays, saying nothing more.
    this.addEventListener('mcp-elicitation-result', () => {
      this.renderRoot.querySelector('dialog')?.close();
      if (this.keep && !this.modal) this.compaction?.answered();
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    const dialog = this.renderRoot.querySelector('dialog');
    const opens = changed.has('modal') || changed.has('request');
    // A new request starts a new question, whether or not the last one was answered.
    const answered = !changed.has('request') && this.result !== undefined;
    if (opens && dialog && !dialog.open && this.isConnected && this.request !== undefined && !this.misusedAttributes.size && !answered) {
      dialog.showModal();
      // showModal() focuses the dialog itself (the controls sit in a nested shadow root it does not
      // search). Focus goes to the message, not a control: keys the person was still typing act on
      // nothing, and the dialog is read before it is answered (the ARIA dialog pattern).
      void this.question?.updateComplete.then(() => this.question?.focus());
    }
  }

  private onDialogCancel = (event: Event): void => {
    // Escape or a close request: that is a dismissal, answered by the question itself.
    event.preventDefault();
    this.cancel();
  };

  protected override render(): TemplateResult | typeof nothing {
    // An object property that came as attribute text was reported; show nothing until it is set.
    if (this.misusedAttributes.size) return nothing;
    const shown = this.question ?? this.compaction?.kept?.copy;
    if (!this.modal) return html`${shown}`;
    const s = this.localizer.strings;
    const name = parseServer(this.server).name || s.unknownServer;
    return html`<dialog part="dialog" aria-label=${s.serverAsks(name)} @cancel=${this.onDialogCancel}>
      ${shown}
    </dialog>`;
  }
}
