import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { FieldModel, MultiSelectField, NumberField, Problem, SelectField, TextField } from '../../schema/field-model.js';
import { parseRequest, type ParsedRequest } from '../../schema/parse-request.js';
import { collectContent, initialDraft, type Draft } from '../../schema/form-state.js';
import { localZone } from '../../schema/datetime.js';
import { firstIssuePerField, type Issue } from '../../validation/issues.js';
import { issueMessage } from '../../validation/messages.js';
import { toValidationSchema } from '../../validation/validation-schema.js';
import { defaultValidator, type ContentValidator, type ValidatorProvider } from '../../validation/validator.js';
import type { Strings } from '../../i18n/strings.js';
import type { ElicitContent } from '../../types.js';
import { QuestionElement } from '../../internal/question-element.js';
import { baseStyles } from '../../internal/base.styles.js';
import { formStyles } from './elicitation-form.styles.js';

type FormRequest = Extract<ParsedRequest, { mode: 'form' }>;
type Shown = Exclude<ParsedRequest, { mode: 'url' }>;

const INPUT_TYPE: Record<string, string> = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' };

/**
 * Form mode: the server's message, who asks, and one labelled control per property of
 * `requestedSchema`, with Accept, Decline and Cancel. Answers are checked against the schema
 * (ajv, loaded lazily) before anything is sent; problems are shown per field after the person
 * leaves it or tries to accept, and listed in a summary that takes focus.
 *
 * @tagname mcp-elicitation-form
 * @summary Form-mode MCP elicitation.
 *
 * @fires {CustomEvent<ElicitationResultDetail>} mcp-elicitation-result - Once, when the question
 *   ends: `detail.result` is the ElicitResult for the wire, `detail.reason` says why
 *   (`submit`, `decline`, `dismiss`, `timeout`, `abort`). Bubbles and is composed.
 *
 * @csspart base - The wrapper of everything.
 * @csspart header - Who asks, and why.
 * @csspart server - "‹server› asks".
 * @csspart message - The server's message, as text.
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
 *
 * @cssproperty [--mcp-elicit-color-scheme=light dark] - `light` or `dark` forces one; by default the person's preference decides.
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
export class McpElicitationForm extends QuestionElement {
  static override styles = [baseStyles, formStyles];

  /**
   * Answers to pre-fill, keyed by property name (e.g. what the person sent in an earlier round);
   * they take precedence over the schema's defaults. Read when a request starts.
   */
  @property({ attribute: false }) values?: Record<string, unknown>;

  /** Makes the validator for a schema. Default: ajv, or a CSP-safe validator where ajv cannot run. */
  @property({ attribute: false }) validator: ValidatorProvider = defaultValidator;

  @state() private parsed: Shown = { mode: 'unsupported', message: '', problems: [] };
  @state() private submitted = false;
  @state() private validatorState: 'loading' | 'ready' | 'failed' = 'loading';
  @state() private accepting = false;

  private drafts = new Map<string, Draft>();
  private badInput = new Set<string>();
  private dirty = new Set<string>();
  private left = new Set<string>();
  private issues = new Map<string, Issue>();
  private content: ElicitContent = {};
  private check?: ContentValidator;
  private checkReady?: Promise<ContentValidator | undefined>;
  private focusSummaryAfterUpdate = false;
  /** The person's time zone, worked out once per request (only forms with date-time fields need it). */
  private zone?: { zone: string; offset: string };
  private pointerHeld = false;
  private revealAfterPointer = false;

  constructor() {
    super();
    // Revealing an error when a field is left shifts the layout. If the person left it by pressing
    // on a button, wait until the press is over, or the button moves away and the click is lost.
    this.addEventListener('pointerdown', () => (this.pointerHeld = true));
    const release = (): void => {
      this.pointerHeld = false;
      if (!this.revealAfterPointer) return;
      this.revealAfterPointer = false;
      setTimeout(() => this.requestUpdate());
    };
    this.addEventListener('pointerup', release);
    this.addEventListener('pointercancel', release);
  }

  /** The content that Accept would send now (before validation). */
  get draftContent(): ElicitContent {
    return { ...this.content };
  }

  protected override requestChanged(): void {
    const parsed = parseRequest(this.request);
    this.parsed =
      parsed.mode === 'url' ? { mode: 'unsupported', message: parsed.message, problems: [{ code: 'url-in-form' }] } : parsed;
    this.drafts = new Map();
    this.badInput = new Set();
    this.dirty = new Set();
    this.left = new Set();
    this.submitted = false;
    this.check = undefined;
    this.checkReady = undefined;
    this.zone = undefined;
    if (this.parsed.mode !== 'form') return;
    if (this.parsed.fields.some((f) => f.kind === 'text' && f.format === 'date-time')) this.zone = localZone();
    const values = this.values;
    for (const field of this.parsed.fields) {
      const prefill = values && Object.hasOwn(values, field.key) ? values[field.key] : undefined;
      this.drafts.set(field.key, initialDraft(field, prefill));
    }
    this.revalidate();
    // The validator loads after the first paint, never before it; an early Accept starts it at once.
    const current = this.parsed;
    this.validatorState = 'loading';
    setTimeout(() => this.parsed === current && this.ensureValidator());
  }

  /** Starts loading and compiling the validator for the current request, once. */
  private ensureValidator(): Promise<ContentValidator | undefined> {
    if (this.parsed.mode !== 'form') return Promise.resolve(undefined);
    return (this.checkReady ??= this.loadValidator(this.parsed));
  }

  private async loadValidator(parsed: FormRequest): Promise<ContentValidator | undefined> {
    try {
      const check = await this.validator(toValidationSchema(parsed.fields));
      if (this.parsed !== parsed) return undefined;
      this.check = check;
      this.validatorState = 'ready';
      this.revalidate();
      return check;
    } catch (error) {
      if (this.parsed === parsed) this.validatorState = 'failed';
      console.error('mcp-elicit: the validator could not be loaded', error);
      return undefined;
    }
  }

  private revalidate(): void {
    if (this.parsed.mode !== 'form') return;
    const { content, issues } = collectContent(this.parsed.fields, this.drafts, this.badInput);
    this.content = content;
    this.issues = firstIssuePerField(this.check ? [...issues, ...this.check(content)] : issues);
  }

  private shows(key: string): boolean {
    return this.submitted || (this.dirty.has(key) && this.left.has(key));
  }

  private fieldAt(target: EventTarget | null): { field: FieldModel; control: HTMLInputElement } | undefined {
    const control = target as HTMLInputElement;
    const index = Number(control?.dataset?.i);
    if (this.parsed.mode !== 'form' || !Number.isInteger(index)) return undefined;
    return { field: this.parsed.fields[index], control };
  }

  private onInput = (event: Event): void => {
    const hit = this.fieldAt(event.target);
    if (!hit || this.outcome) return;
    const { field, control } = hit;
    if (field.kind === 'multiselect') {
      const chosen = new Set(this.drafts.get(field.key) as string[]);
      const value = field.options[Number(control.dataset.j)].value;
      if (control.checked) chosen.add(value);
      else chosen.delete(value);
      // Keep the schema's order, whatever the order of clicks.
      this.drafts.set(field.key, field.options.map((o) => o.value).filter((v) => chosen.has(v)));
    } else if (field.kind === 'boolean') {
      this.drafts.set(field.key, control.checked);
    } else {
      this.drafts.set(field.key, control.value);
      if (field.kind === 'number' && control.validity.badInput) this.badInput.add(field.key);
      else this.badInput.delete(field.key);
    }
    this.dirty.add(field.key);
    // Checkboxes and selects are done the moment they change; text is done when the person leaves it.
    if (field.kind !== 'text' && field.kind !== 'number') this.left.add(field.key);
    this.revalidate();
    this.requestUpdate();
  };

  private onFocusOut = (event: FocusEvent): void => {
    const hit = this.fieldAt(event.target);
    if (!hit || this.outcome || this.left.has(hit.field.key)) return;
    // A multi-select is left when focus leaves its group, not when it moves between its boxes.
    const group = hit.control.closest('fieldset.group');
    if (group && group.contains(event.relatedTarget as Node | null)) return;
    this.left.add(hit.field.key);
    // After a failed accept every problem is already on show; nothing changes on screen.
    if (this.submitted) return;
    if (this.pointerHeld) this.revealAfterPointer = true;
    else this.requestUpdate();
  };

  private onSubmit = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (this.outcome || this.accepting || this.parsed.mode !== 'form') return;
    const parsed = this.parsed;
    this.accepting = true;
    try {
      const check = await this.ensureValidator();
      if (this.parsed !== parsed || this.outcome) return;
      if (!check) {
        this.validatorState = 'failed';
        return;
      }
      this.revalidate();
      if (this.issues.size) {
        this.submitted = true;
        this.focusSummaryAfterUpdate = true;
        return;
      }
      this.settle({ action: 'accept', content: { ...this.content } }, 'submit');
    } finally {
      this.accepting = false;
    }
  };

  protected override updated(): void {
    super.updated();
    if (this.focusSummaryAfterUpdate) {
      this.focusSummaryAfterUpdate = false;
      this.renderRoot.querySelector<HTMLElement>('[part="error-summary"]')?.focus();
    }
  }

  private focusField(index: number, event: Event): void {
    event.preventDefault();
    this.renderRoot.querySelector<HTMLElement>(`#f${index}, [data-i="${index}"]`)?.focus();
  }

  protected override render(): TemplateResult | typeof nothing {
    if (this.request === undefined) return nothing;
    const parsed = this.parsed;
    return html`<div part="base" role="group" aria-labelledby="server" aria-describedby="message">
      ${this.renderHeader(parsed.message)}
      ${parsed.mode === 'form' ? this.renderForm(parsed) : this.renderUnsupported(parsed.problems)}
      ${this.renderStatus(this.s.resultAccepted)}
    </div>`;
  }

  private renderUnsupported(problems: Problem[]): TemplateResult {
    return html`<div part="unsupported" class="unsupported">
        <p class="unsupported-title">${this.s.unsupportedTitle}</p>
        <p>${this.s.unsupportedIntro}</p>
        <ul>
          ${problems.map((p) => html`<li>${this.serverText(problemText(p, this.s))}</li>`)}
        </ul>
      </div>
      ${this.renderCountdown()} ${this.renderActions(nothing)}`;
  }

  private renderForm(parsed: FormRequest): TemplateResult {
    const s = this.s;
    const shown = parsed.fields.flatMap((field, i) => {
      const issue = this.issues.get(field.key);
      return issue && this.shows(field.key) ? [{ field, i, issue }] : [];
    });
    const summary =
      this.submitted && shown.length && !this.outcome
        ? html`<div part="error-summary" class="summary" tabindex="-1" role="group" aria-labelledby="summary-title">
            <p id="summary-title" class="summary-title">${s.errorSummaryTitle(shown.length)}</p>
            <ul>
              ${shown.map(
                ({ field, i, issue }) =>
                  html`<li>
                    <a href="#f${i}" @click=${(e: Event) => this.focusField(i, e)}
                      >${field.label}: ${issueMessage(field, issue, s)}</a
                    >
                  </li>`,
              )}
            </ul>
          </div>`
        : nothing;
    const accept = html`<button part="accept-button" type="submit" ?disabled=${this.validatorState === 'failed'}>
      ${s.accept}
    </button>`;
    return html`${summary}
      <form novalidate @submit=${this.onSubmit} @input=${this.onInput} @focusout=${this.onFocusOut}>
        <fieldset class="fields" ?disabled=${!!this.outcome}>
          ${parsed.fields.map((field, i) => this.renderField(field, i))}
        </fieldset>
        ${this.validatorState === 'failed' && !this.outcome
          ? html`<p part="warning" role="alert">${s.validatorFailed}</p>`
          : this.accepting && this.validatorState === 'loading'
            ? html`<p role="status">${s.checking}</p>`
            : nothing}
        ${this.renderCountdown()} ${this.renderActions(accept)}
      </form>`;
  }

  private renderField(field: FieldModel, i: number): TemplateResult {
    const id = `f${i}`;
    const issue = this.issues.get(field.key);
    const error = issue && this.shows(field.key) && !this.outcome ? issueMessage(field, issue, this.s) : undefined;
    const zone = field.kind === 'text' && field.format === 'date-time' ? this.zone : undefined;
    const describedBy = [
      field.description ? `${id}-help` : '',
      zone ? `${id}-tz` : '',
      field.secretLike ? `${id}-warn` : '',
      error ? `${id}-error` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const a11y = { describedBy, invalid: !!error, errorId: `${id}-error` };
    const label = html`${field.label}${field.required && field.kind !== 'boolean'
      ? html` <span class="required">${this.s.required}</span>`
      : nothing}`;
    const help = html`${field.description
      ? html`<p part="help-text" id="${id}-help" dir="auto">${field.description}</p>`
      : nothing}${zone ? html`<p part="help-text" id="${id}-tz">${this.s.timeZone(zone.zone, zone.offset)}</p>` : nothing}${field.secretLike
      ? html`<p part="warning" id="${id}-warn">${this.s.secretWarning}</p>`
      : nothing}`;
    const errorLine = error
      ? html`<p part="error" id="${id}-error"><span class="visually-hidden">${this.s.errorPrefix} </span>${error}</p>`
      : nothing;

    if (field.kind === 'multiselect') return this.renderMultiSelect(field, i, label, help, errorLine, a11y);
    if (field.kind === 'boolean') {
      return html`<div part="field" class="field check ${error ? 'invalid' : ''}">
        <div class="check-row">
          <input
            part="control"
            id=${id}
            data-i=${i}
            type="checkbox"
            .checked=${live(this.drafts.get(field.key) === true)}
            aria-describedby=${describedBy || nothing}
            aria-invalid=${error ? 'true' : nothing}
          />
          <label part="label" for=${id}>${label}</label>
        </div>
        ${help} ${errorLine}
      </div>`;
    }
    return html`<div part="field" class="field ${error ? 'invalid' : ''}">
      <label part="label" for=${id}>${label}</label>
      ${help}
      ${field.kind === 'select' ? this.renderSelect(field, i, a11y) : this.renderInput(field, i, a11y)} ${errorLine}
    </div>`;
  }

  private renderInput(field: TextField | NumberField, i: number, a11y: A11y): TemplateResult {
    const draft = this.drafts.get(field.key) as string;
    const number = field.kind === 'number';
    const type = number ? 'number' : field.secretLike ? 'text' : (INPUT_TYPE[field.format ?? ''] ?? 'text');
    return html`<input
      part="control"
      id="f${i}"
      data-i=${i}
      type=${type}
      .value=${live(draft)}
      step=${number ? (field.integer ? '1' : 'any') : field.format === 'date-time' ? '1' : nothing}
      min=${number && field.minimum !== undefined ? field.minimum : nothing}
      max=${number && field.maximum !== undefined ? field.maximum : nothing}
      inputmode=${number ? (field.integer ? 'numeric' : 'decimal') : nothing}
      autocomplete=${field.secretLike ? 'off' : field.kind === 'text' && field.format === 'email' ? 'email' : nothing}
      spellcheck=${type === 'text' ? nothing : 'false'}
      aria-required=${field.required ? 'true' : nothing}
      aria-describedby=${a11y.describedBy || nothing}
      aria-invalid=${a11y.invalid ? 'true' : nothing}
      aria-errormessage=${a11y.invalid ? a11y.errorId : nothing}
    />`;
  }

  private renderSelect(field: SelectField, i: number, a11y: A11y): TemplateResult {
    const draft = this.drafts.get(field.key) as string;
    const empty = !field.required || draft === '';
    return html`<select
      part="control"
      id="f${i}"
      data-i=${i}
      aria-required=${field.required ? 'true' : nothing}
      aria-describedby=${a11y.describedBy || nothing}
      aria-invalid=${a11y.invalid ? 'true' : nothing}
      aria-errormessage=${a11y.invalid ? a11y.errorId : nothing}
    >
      ${empty
        ? html`<option value="" .selected=${live(draft === '')}>${field.required ? this.s.chooseOne : this.s.optionalChoice}</option>`
        : nothing}
      ${field.options.map(
        (o) => html`<option .value=${o.value} .selected=${live(draft === o.value)}>${o.label}</option>`,
      )}
    </select>`;
  }

  private renderMultiSelect(
    field: MultiSelectField,
    i: number,
    label: TemplateResult,
    help: TemplateResult,
    errorLine: TemplateResult | typeof nothing,
    a11y: A11y,
  ): TemplateResult {
    const chosen = this.drafts.get(field.key) as string[];
    return html`<fieldset
      part="field"
      class="field group ${a11y.invalid ? 'invalid' : ''}"
      aria-describedby=${a11y.describedBy || nothing}
      aria-invalid=${a11y.invalid ? 'true' : nothing}
    >
      <legend part="label">${label}</legend>
      ${help}
      <div class="options ${field.options.length > 8 ? 'scroll' : ''}">
        ${field.options.map(
          (o, j) => html`<label class="option">
            <input
              part="control"
              id=${j === 0 ? `f${i}` : nothing}
              data-i=${i}
              data-j=${j}
              type="checkbox"
              .checked=${live(chosen.includes(o.value))}
            />
            <span>${o.label}</span>
          </label>`,
        )}
      </div>
      ${errorLine}
    </fieldset>`;
  }
}

interface A11y {
  describedBy: string;
  invalid: boolean;
  errorId: string;
}

/** The sentence for one reason a request cannot be shown. */
export function problemText(problem: Problem, s: Strings): string {
  switch (problem.code) {
    case 'not-an-object':
      return s.notAnObject;
    case 'no-schema':
      return s.noSchema;
    case 'schema-not-object':
      return s.schemaNotObject;
    case 'no-properties':
      return s.noProperties;
    case 'unknown-mode':
      return s.unknownMode(problem.mode);
    case 'url-in-form':
      return s.urlInForm;
    case 'nested-object':
      return s.nestedObject(problem.field);
    case 'array-of-objects':
      return s.arrayOfObjects(problem.field);
    case 'unsupported-array':
      return s.unsupportedArray(problem.field);
    case 'no-options':
      return s.noOptions(problem.field);
    case 'not-a-field':
      return s.notAField(problem.field);
    case 'unknown-type':
      return s.unknownType(problem.field, problem.type);
  }
}
