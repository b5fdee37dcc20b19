import { html, nothing, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import type { FieldModel } from '../../model/field-model.js';
import { parseRequest, type ParsedRequest } from '../../schema/parse-request.js';
import { parseServer } from '../../schema/parse-asker.js';
import { localZone } from '../../schema/datetime.js';
import { FormStateController } from '../../controllers/form-state-controller.js';
import { ComboboxesController } from './comboboxes-controller.js';
import { LoadTask } from '../../controllers/load-task.js';
import { DraftController } from '../../controllers/draft-controller.js';
import { issueMessage } from '../../i18n/messages.js';
import { acceptedText, errorSummary, renderFields } from './form-templates.js';
import type { ContentValidator } from '../../validation/contract.js';
import { loadValidator, nextTask } from '../../validation/load-validator.js';
import type { ElicitContent, ElicitResult, ResultReason } from '../../types.js';
import { QuestionElement } from '../question/question-element.js';
import { FormProperties } from '../question/question-properties.js';
import { baseStyles } from '../question/base.styles.js';
import { formStyles } from './elicitation-form.styles.js';
import { warnOnce } from './warn-once.js';
import { fieldId } from '../../model/markup.js';
import { CORE, extendedBy } from './extended-by.js';

type FormRequest = Extract<ParsedRequest, { mode: 'form' }>;
type Shown = Exclude<ParsedRequest, { mode: 'url' }>;

const NOT_SHOWN: Shown = { mode: 'unsupported', message: '', messageHadBidi: false, problems: [] };

/**
 * Form mode: the server's message, who asks, and one labelled control per property of
 * `requestedSchema`, with Accept, Decline and Cancel. Answers are checked against the schema
 * (by the CSP-safe validator, loaded lazily, unless `validator` names another, such as
 * `ajvValidator`) before anything is sent; problems are shown per field after the person
 * leaves it or tries to accept, and listed in a summary that takes focus.
 *
 * @tagname mcp-elicitation-form
 * @summary Form-mode MCP elicitation.
 *
 * @fires {ElicitationResultDetail} mcp-elicitation-result - Once, when the question
 *   ends: `detail.result` is the ElicitResult for the wire, `detail.reason` says why
 *   (`submit`, `decline`, `dismiss`, `timeout`, `abort`). Bubbles and is composed.
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
 * @csspart error-summary - The list of problems shown after a failed accept.
 * @csspart field - One field: label, help, control and error.
 * @csspart label - A field's label (a legend for multi-select).
 * @csspart help-text - A field's description.
 * @csspart error - A field's error message.
 * @csspart warning - A warning, such as a field that looks like it asks for a secret.
 * @csspart control - A field's input, select or checkbox.
 * @csspart unsupported - The explanation shown for a request that cannot be displayed.
 * @csspart countdown - Time left, when a timeout is set.
 * @csspart more-time-button - Asks for more time.
 * @csspart actions - The button row.
 * @csspart accept-button - Accept.
 * @csspart decline-button - Decline.
 * @csspart cancel-button - Cancel.
 * @csspart status - How the question ended.
 * @csspart answer - With `keep`, once accepted: what was sent, field by field.
 * @csspart answer-details - With `keep`, once answered: the read-only question, behind "Show the question".
 * @csspart listbox - A many-option choice's list of options (a popover beside its input).
 * @csspart combobox-button - The button that shows a many-option choice's list.
 * @csspart chip - A chosen option of a many-option multiple choice, or a chosen file (`extensions.files`).
 * @csspart chip-remove-button - Removes that chosen option or file (or a resource from an implicit list).
 * @csspart preview-button - Shows a resource's preview through the host's `preview` hook (`extensions.openai`).
 * @csspart upload-button - Adds the person's own file to a resource field through the host's `upload` hook.
 * @csspart add-button - Adds an offered resource to a resource field's list (implicit selection).
 * @csspart option-description - An option's description, under its title (OpenAI's form extension).
 * @csspart thumbnail - An option's image (OpenAI's form extension): 48×48 beside a choice, 40×40 in a resource picker, or the fallback picture.
 *
 * @cssproperty --mcp-elicit-color-scheme - `light`, `dark` or `light dark` (the person's preference); unset, the question inherits the page's own `color-scheme`, so a light-only page gets a light card.
 * @cssproperty [--mcp-elicit-background=#ffffff] - Background (dark: #1e1f22).
 * @cssproperty [--mcp-elicit-color=#1b1b1f] - Text colour (dark: #e3e3e8).
 * @cssproperty [--mcp-elicit-muted-color=#44474e] - Secondary text (dark: #c4c6d0).
 * @cssproperty [--mcp-elicit-border-color=#74777f] - Borders of the card and controls.
 * @cssproperty [--mcp-elicit-accent-color=#0b57d0] - The accept button (dark: #a8c7fa).
 * @cssproperty [--mcp-elicit-on-accent-color=#ffffff] - Text on the accent colour.
 * @cssproperty [--mcp-elicit-danger-color=#b3261e] - Errors (dark: #ffb4ab).
 * @cssproperty [--mcp-elicit-warning-background=#fff4e0] - Warning background.
 * @cssproperty [--mcp-elicit-warning-color=#4d3300] - Warning text.
 * @cssproperty [--mcp-elicit-focus-ring=2px solid #0b57d0] - Focus outline.
 * @cssproperty [--mcp-elicit-radius=8px] - Corner radius.
 * @cssproperty [--mcp-elicit-gap=1rem] - Space between sections and fields.
 * @cssproperty [--mcp-elicit-padding=1rem 1.25rem] - Padding of the card.
 * @cssproperty [--mcp-elicit-max-width=40rem] - Widest the card grows.
 * @cssproperty [--mcp-elicit-font=400 1rem/1.5 system-ui, sans-serif] - Font shorthand.
 */
export class McpElicitationForm extends FormProperties(QuestionElement) {
  static override styles = [baseStyles, formStyles];
  static override properties: PropertyDeclarations = { parsed: { state: true }, accepting: { state: true } };

  protected readonly mode = 'form';
  private parsed: Shown = NOT_SHOWN;
  private accepting = false;

  private readonly form = new FormStateController(this);
  private readonly drafts = new DraftController(
    this,
    () => this.form.content,
    (restored) => this.form.untouched && this.form.refill({ ...this.values, ...restored }),
  );
  private readonly comboboxes = new ComboboxesController(this, {
    change: (field, draft) => this.form.change(field, draft),
    leave: (key) => !this.outcome && this.form.leave(key),
  });
  private focusSummaryAfterUpdate = false;
  /** With `keep`: how an answer is put in words and shown (loaded with `keep`), and the summary last shown. */
  private answerLines?: typeof import('../../i18n/answer-lines.js');
  private readonly lines = new LoadTask(this, {
    args: () => [this.keep && !this.answerLines] as const,
    task: ([load]) => (load ? import('../../i18n/answer-lines.js') : undefined),
    onComplete: (lines) => (this.answerLines = lines),
  });
  private readonly answer: import('../../i18n/answer-lines.js').AnswerMemo = {};
  /** The person's time zone, worked out once per request (only forms with date-time fields need it). */
  private zone?: { zone: string; offset: string };

  /**
   * The schema check for the current request: loaded and compiled after the first paint (never
   * before it), again whenever the request or the `validator` changes; a stale load is dropped.
   * Once the question has ended nothing is checked again, and its check is let go.
   */
  private readonly validation = new LoadTask(this, {
    args: () => [this.validator, this.outcome ? NOT_SHOWN : this.parsed] as const,
    task: ([provider, parsed], { signal }): Promise<ContentValidator> | undefined => {
      this.form.setValidator(undefined);
      return parsed.mode === 'form' ? nextTask(signal).then(() => (signal.throwIfAborted(), loadValidator(provider, parsed.fields))) : undefined;
    },
    onComplete: (check) => this.form.setValidator(check),
    // A load that a newer one replaced (and aborted) is dropped unheard.
    onError: (error) => console.error('mcp-elicit: the validator could not be loaded', error),
  });

  /** Says why a request cannot be shown: its words load only for such a request (most pages never need them). */
  private readonly why = new LoadTask(this, {
    args: () => [this.cannotShow && !this.unsupportedNote] as const,
    task: ([load]) => (load ? import('./unsupported-note.js') : undefined),
    onComplete: (loaded) => (this.unsupportedNote = loaded.unsupportedNote),
    onError: () => (this.unsupportedNote = (_problems, s) => html`<p part="unsupported">${s.unsupportedTitle}. ${s.unsupportedIntro}</p>`),
    beforeShowing: true,
  });
  private unsupportedNote?: typeof import('./unsupported-note.js').unsupportedNote;

  /**
   * A request that an extension reads (OpenAI's form extension, `_meta["openai/elicitation"]`; a file
   * input, `x-mcp-file` with `extensions.files` on) is read by the extensions' code, loaded with the
   * first such question (see `ExtendedForm`); the question shows once it is read. OpenAI's, off
   * (`extensions.openai` unset), says that it cannot be answered.
   */
  private extended?: import('./extended-form.js').ExtendedForm;
  private readonly extend = new LoadTask(this, {
    args: () => [this.request, this.extensions, this.localizer.lang] as const,
    task: ([request, extensions, lang], { signal }) =>
      extendedBy(request, extensions)
        ? import('./extended-form.js').then((m) => (this.extended ??= new m.ExtendedForm(this, this.form, CORE)).read(request, extensions, lang, signal))
        : undefined,
    onComplete: (parsed) => parsed && this.show(parsed),
    // Its code could not be loaded: the question cannot be shown.
    onError: () => this.show({ ...NOT_SHOWN }),
    beforeShowing: true,
  });

  /** A request has come, and it cannot be shown (before one comes, NOT_SHOWN is "unsupported" in shape only). */
  private get cannotShow(): boolean {
    return this.parsed !== NOT_SHOWN && this.parsed.mode === 'unsupported';
  }

  /** The content that Accept would send now (before validation). */
  get draftContent(): ElicitContent {
    return { ...this.form.content };
  }

  /** The server's message (see `QuestionElement.message`). */
  protected get message(): string {
    return this.parsed.message;
  }

  protected override requestChanged(): void {
    // An extension's request is read by its own code (see `extend`).
    const reader = this.extended?.next();
    this.show(extendedBy(this.request, this.extensions) ? NOT_SHOWN : parseRequest(this.request, reader));
  }

  /** Shows what a request asks, as read (by the core or an extension). */
  private show(parsed: ParsedRequest): void {
    if (parsed !== NOT_SHOWN) warnOnce(this.request, parsed);
    this.parsed = parsed.mode === 'url' ? { mode: 'unsupported', message: parsed.message, messageHadBidi: parsed.messageHadBidi, problems: [{ code: 'url-in-form' }] } : parsed;
    const fields = this.parsed.mode === 'form' ? this.parsed.fields : [];
    this.zone = fields.some((f) => f.kind === 'text' && f.format === 'date-time') ? localZone() : undefined;
    this.form.reset(fields, this.values);
    this.drafts.start(this.persist, this.request, fields, parseServer(this.server));
    this.comboboxes.reset(fields);
  }

  protected override settle(result: ElicitResult, reason: ResultReason): boolean {
    const ended = super.settle(result, reason);
    if (ended) this.drafts.end(reason);
    // An answered list says nothing more ("1 option matches" would linger in its live region).
    if (ended) this.comboboxes.closeAll();
    return ended;
  }

  private onInput = (event: Event): void => void (this.outcome || this.form.input(event.target));

  private onFocusOut = (event: FocusEvent): void => void (this.outcome || this.form.focusOut(event));

  private onSubmit = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (this.outcome || this.accepting || this.parsed.mode !== 'form') return;
    const parsed = this.parsed;
    this.accepting = true;
    try {
      // An Accept pressed before the validator has loaded waits for it.
      const check = await this.validation.taskComplete.catch(() => undefined);
      if (this.parsed !== parsed || this.outcome || !check) return;
      if (!this.form.submit()) {
        this.focusSummaryAfterUpdate = true;
        return;
      }
      this.settle({ action: 'accept', content: { ...this.form.content } }, 'submit');
    } finally {
      this.accepting = false;
    }
  };

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.focusSummaryAfterUpdate) {
      this.focusSummaryAfterUpdate = false;
      this.renderRoot.querySelector<HTMLElement>('[part="error-summary"]')?.focus();
    }
  }

  private focusField(index: number, event: Event): void {
    event.preventDefault();
    this.renderRoot.querySelector<HTMLElement>(`#${fieldId(index)}`)?.focus();
  }

  /** The error on show for `field`, in words (none once the question has ended). */
  private errorOf(field: FieldModel): string | undefined {
    const issue = this.outcome ? undefined : this.form.shown(field.key);
    return issue && (this.extended?.message(field, issue) ?? issueMessage(field, issue, this.s));
  }

  protected renderQuestion(): TemplateResult {
    const parsed = this.parsed;
    return this.renderFrame(
      parsed.mode === 'form'
        ? this.renderBody(() => this.renderForm(parsed), this.renderAnswer(parsed))
        : this.renderBody(() => html`${this.unsupportedNote!(parsed.problems, this.s)} ${this.renderCountdown()} ${this.renderActions(nothing)}`),
      acceptedText(parsed, this.outcome?.result.content, this.s, this.localizer.lang),
    );
  }

  /** What was sent, once accepted (with `keep`). */
  private renderAnswer(parsed: FormRequest): HTMLElement | typeof nothing {
    const content = this.outcome?.result.content;
    return content && this.answerLines ? this.answerLines.answerNode(this.answer, parsed.fields, content, this.s, this.localizer.lang) : nothing;
  }

  private renderSummary(parsed: FormRequest, errors: readonly (string | undefined)[]): TemplateResult | typeof nothing {
    return this.form.submitted && !this.outcome ? errorSummary(parsed.fields, errors, this.s, (index, event) => this.focusField(index, event)) : nothing;
  }

  private renderForm(parsed: FormRequest): TemplateResult {
    const s = this.s;
    const status = this.validation.status;
    const failed = status === 'error';
    const accept = html`<button part="accept-button" type="submit" ?disabled=${failed} .textContent=${s.accept}></button>`;
    const errors = parsed.fields.map((field) => this.errorOf(field));
    // The fields sit in a div inside the fieldset: inserting into a fieldset costs about three times
    // as much as into a div, and a form of 200 fields inserts 600 nodes there.
    return html`${this.renderSummary(parsed, errors)}
      <form novalidate @submit=${this.onSubmit} @input=${this.onInput} @focusout=${this.onFocusOut}>
        <fieldset ?disabled=${!!this.outcome}><div class="fields">
          ${renderFields(parsed.fields, this.form, errors, s, this.zone, this.comboboxes, this.extended)}
        </div></fieldset>
        ${
          failed && !this.outcome
            ? html`<p part="warning" role="alert">${s.validatorFailed}</p>`
            : this.accepting && status === 'pending'
              ? html`<p role="status">${s.checking}</p>`
              : nothing
        }
        ${this.renderCountdown()} ${this.renderActions(accept)}
      </form>`;
  }
}
