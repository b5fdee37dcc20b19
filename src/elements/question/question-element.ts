import { LitElement, html, nothing, type PropertyValues, type ReactiveController, type TemplateResult, type PropertyDeclarations } from 'lit';
import { CountdownController, systemClock } from '../../controllers/countdown-controller.js';
import { outcomeText } from '../../i18n/messages.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import type { Strings } from '../../i18n/strings.js';
import { parseServer, parseTaskInfo } from '../../schema/parse-asker.js';
import { openEvent, resultEvent } from '../../events.js';
import type { ElicitResult, ElicitationResultDetail, ResultReason } from '../../types.js';
import { QuestionProperties } from './question-properties.js';
import { hasFocusWithin } from '../../internal/focus.js';
import { ArrivalController } from '../../controllers/arrival-controller.js';
import { ActivationGuard } from '../../controllers/activation-guard.js';
import { WindowWatch } from '../../controllers/window-watch.js';
import { LoadTask, pendingLoad, updatedAfter } from '../../controllers/load-task.js';
import { TEXT_STEP, nextTextLimit, textPart } from '../../internal/text-part.js';
import { countdownTemplate, messageTemplate } from './question-templates.js';
import type { Phase } from './phase.js';

/** How much of the message a screen reader hears when a question arrives (the rest is on screen). */
const ANNOUNCED_LENGTH = 300;

export abstract class QuestionElement extends QuestionProperties(LitElement) {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static override properties: PropertyDeclarations = { outcome: { state: true }, messageLimit: { state: true }, questionShown: { state: true } };

  /** Every piece this question loads lazily (first, as the controllers below register as they are made). */
  private readonly loads: LoadTask[] = [];
  /** Where the question is in its life (see `Phase`): decided as it updates, and as it ends. */
  protected phase: Phase = 'waiting';

  /** What was sent and why, once the question has ended. */
  declare protected outcome?: ElicitationResultDetail;

  /**
   * Set by `<mcp-elicitation>` when it brings back a compacted question: it starts ended, as it was
   * left (read-only; it counts no time, checks nothing, never fires `mcp-elicitation-result`). @internal
   */
  endedAs?: ElicitationResultDetail;

  /**
   * Called once when the question ends, beside `mcp-elicitation-result`: `elicit()` settles by it (a
   * question in a pop-out that was closed ends unheard by events: its page dropped them). @internal
   */
  onEnd?: (detail: ElicitationResultDetail) => void;

  /** How much of a long message is on show ("Show more" shows more). */
  private messageLimit = TEXT_STEP;

  /** With `keep`, once answered: whether "Show the question" is open (the read-only question is rendered only then). */
  protected questionShown = false;

  /** The words of the question, in its language (see `locale`), with the host's `strings` over them. */
  protected readonly localizer = new LocaleController(this);

  protected get s(): Strings {
    return this.localizer.strings;
  }

  protected readonly countdown = new CountdownController(this, {
    onExpire: () => this.settle({ action: 'cancel' }, 'timeout'),
  });

  /** Keeps presses meant for something else from answering (see `activationDelay`). */
  private readonly guard = new ActivationGuard(this, {
    delay: () => this.activationDelay,
    open: () => this.phase === 'open',
  });

  /** A question whose pop-out or frame was closed cannot be answered: it is withdrawn (reason `abort`, as when removed). */
  private readonly windowWatch = new WindowWatch(this, () => {
    if (!this.asking || this.outcome) return;
    console.warn('mcp-elicit: the window showing this question was closed, so the question was cancelled (reason "abort").');
    this.abort();
  });

  private readonly arrival = new ArrivalController(this);

  private focusStatusAfterUpdate = false;
  /** The request whose appearance was announced with `mcp-elicitation-open`. */
  private openedFor: unknown;

  /** @internal Lit's; also notes each piece this question loads lazily (see `ready`). */
  override addController(controller: ReactiveController): void {
    super.addController(controller);
    if (controller instanceof LoadTask) this.loads.push(controller);
  }

  /**
   * What it shows that is loading (its words; a piece loaded `beforeShowing`): it is not shown meanwhile,
   * but when `switching` language it keeps the words it has until the new ones arrive.
   */
  private showing(switching?: boolean): Promise<unknown> | undefined {
    return (switching ? undefined : this.localizer.loading) ?? pendingLoad(this.loads, true);
  }

  /** Resolves once rendered with everything it shows (each piece loads once per page). */
  protected override getUpdateComplete(): Promise<boolean> {
    const update = (): Promise<boolean> => super.getUpdateComplete();
    return updatedAfter(update, () => this.showing());
  }

  /**
   * Resolves once the question has rendered and can be answered at once: every piece it loads lazily
   * (each a `LoadTask` of this element: a form's validator, a link's site check) has loaded or failed.
   */
  get ready(): Promise<void> {
    const update = (): Promise<boolean> => this.updateComplete;
    return updatedAfter(update, () => pendingLoad(this.loads)).then(() => undefined);
  }

  /** Which mode this element asks in, as `mcp-elicitation-open` reports it. */
  protected abstract readonly mode: 'form' | 'url';
  /** The server's message as it stands now (display-safe, see `parseRequest`), for `mcp-elicitation-open`. */
  protected abstract readonly message: string;
  /** Whether the last update had a question to ask (see `asking`). */
  private wasAsking = false;

  constructor() {
    super();
    this.addEventListener('keydown', (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || this.outcome) return;
      event.preventDefault();
      this.cancel();
    });
  }

  /** The ElicitResult sent, or undefined while the question is open. */
  get result(): ElicitResult | undefined {
    return this.outcome?.result;
  }

  /** Why the question ended, or undefined while it is open. */
  get reason(): ResultReason | undefined {
    return this.outcome?.reason;
  }

  /** Ends the question as `cancel` (reason `dismiss`), as when the host closes it. */
  cancel(): void {
    this.settle({ action: 'cancel' }, 'dismiss');
  }

  /** Ends the question as `cancel` (reason `abort`): the request was withdrawn. */
  abort(): void {
    this.settle({ action: 'cancel' }, 'abort');
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Moving an element (remove, then insert) is not removal: decide after the current task's DOM work.
    queueMicrotask(() => {
      if (!this.isConnected && this.asking) this.abort();
    });
  }

  /** There is a question to ask: a request has arrived and no object property came as text (see `misusedAttributes`). */
  protected get asking(): boolean {
    return this.request !== undefined && this.misusedAttributes.size === 0;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('strings') || changed.has('locale')) this.localizer.check();
    // Hosts often create the element first and set the request after: until then, show nothing.
    const asking = this.asking;
    this.toggleAttribute('data-empty', !asking);
    if (changed.has('request')) {
      this.guard.renew();
      this.arrival.reset();
      // A new request starts open; a kept question brought back starts as it ended (see `endedAs`).
      this.outcome = this.endedAs;
      this.endedAs = undefined;
      this.messageLimit = TEXT_STEP;
      this.requestChanged();
    }
    if ((changed.has('request') || changed.has('timeout') || asking !== this.wasAsking) && !this.outcome) {
      // 0, Infinity, a negative number or NaN: no timeout (never "Infinity hours").
      if (Number.isFinite(this.timeout) && this.timeout > 0 && asking) {
        this.countdown.clock = this.clock ?? systemClock;
        this.countdown.start(this.timeout);
      } else this.countdown.stop();
    }
    this.wasAsking = asking;
  }

  /** Decides the phase, once every piece this update needs has started loading, then renders from it. */
  protected override update(changed: PropertyValues): void {
    this.phase = this.phaseNow();
    // Whether it takes focus is elicit()'s choice; a question on a page where nothing has focus is simply there.
    this.arrival.notice(this.phase === 'open' && this.openedFor !== this.request);
    super.update(changed);
  }

  private phaseNow = (): Phase => (!this.asking ? 'waiting' : this.showing(this.localizer.switching) ? 'loading' : !this.outcome ? 'open' : this.keep ? 'kept' : 'ended');

  protected override updated(_changed: PropertyValues): void {
    if (this.phase === 'open' && this.openedFor !== this.request) {
      this.openedFor = this.request;
      const server = parseServer(this.server);
      this.dispatchEvent(openEvent({ server: server.name ? server : undefined, mode: this.mode, message: this.message, ...(this.task ? { task: this.task } : {}) }));
      const words = (): string => {
        const s = this.s;
        const message = this.message || s.noMessage;
        const said = textPart(message, ANNOUNCED_LENGTH);
        return s.questionArrived(s.serverAsks(server.name || s.unknownServer), said === message ? said : `${said}…`);
      };
      this.arrival.announce(words, () => this.localizer.lang);
    }
    if (this.focusStatusAfterUpdate) {
      this.focusStatusAfterUpdate = false;
      this.renderRoot.querySelector<HTMLElement>('[part~="status"]')?.focus();
    }
  }

  /** Nothing while waiting or loading; the question (see `renderFrame`) once it shows. */
  protected override render(): TemplateResult | typeof nothing {
    return this.phase === 'waiting' || this.phase === 'loading' ? nothing : this.renderQuestion();
  }

  /** The question, from its frame (`renderFrame`), once it shows. */
  protected abstract renderQuestion(): TemplateResult;

  /** Called when a new `request` arrives, before rendering it. */
  protected abstract requestChanged(): void;

  /** Ends the question with `result`, once (fires `mcp-elicitation-result`, stops the timer); false if it had ended already. */
  protected settle(result: ElicitResult, reason: ResultReason): boolean {
    if (this.outcome || !this.asking) return false;
    this.outcome = { result, reason };
    this.phase = this.phaseNow();
    this.arrival.reset();
    this.countdown.stop();
    // Buttons vanish once answered; keep a keyboard user's place by moving focus to what happened.
    this.focusStatusAfterUpdate = hasFocusWithin(this);
    this.dispatchEvent(resultEvent({ result, reason }));
    this.onEnd?.({ result, reason });
    return true;
  }

  /**
   * The question's frame, as one template (one clone on first paint): who asks and why, `body`, the
   * live region that says how it ended (always there, so the change is announced), then `after`.
   */
  protected renderFrame(body: unknown, acceptedText: string, after: unknown = nothing): TemplateResult {
    const s = this.s;
    const name = parseServer(this.server).name || s.unknownServer;
    const queue = this.queue;
    const task = parseTaskInfo(this.task);
    const position = queue && queue.total > 1 ? html`<span part="queue-position">${s.queuePosition(queue.position, queue.total)}</span> · ` : nothing;
    // The header is a div: outside sectioning content a <header> is a page-wide banner landmark (a chat would have several).
    // Until the question has been on screen a moment, a transparent layer covers it (see ActivationGuard).
    const arming = !this.outcome && !this.guard.armed;
    return html`<div part="base" class=${arming ? 'arming' : ''} role="group" aria-labelledby="server" aria-describedby="message" dir=${this.localizer.dir ?? nothing}>
      <div part="header">
        ${this.arrival.state !== 'none' ? html`<p part="arrival">${s.newQuestion}</p>` : nothing}
        <p part="server" id="server">${position}${s.serverAsks(name)}</p>
        ${task ? html`<p part="task" dir="auto">${s.fromTask(task.statusMessage)}</p>` : nothing}
        ${messageTemplate(this.message || s.noMessage, this.messageLimit, s, this.showMoreMessage)}
      </div>
      ${body}
      <p part="status" role="status" tabindex="-1" .textContent=${this.outcome ? outcomeText(this.outcome, acceptedText, this.s) : ''}></p>
      ${after}
    </div>`;
  }

  private showMoreMessage = (): number => (this.messageLimit = nextTextLimit(this.messageLimit));

  protected renderCountdown(): TemplateResult | typeof nothing {
    return this.countdown.running && !this.outcome ? countdownTemplate(this.countdown, this.maxExtensions, this.s, this.extendTime) : nothing;
  }

  private extendTime = (): void => {
    const hadFocus = this.shadowRoot?.activeElement?.getAttribute('part') === 'more-time-button';
    this.countdown.extend();
    // The button leaves when there is time again; hand focus to the timer that says how much.
    if (hadFocus) this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#countdown')?.focus());
  };

  /** Decline and Cancel, after the given accept control; nothing once the question ended. */
  protected renderActions(accept: TemplateResult | typeof nothing): TemplateResult | typeof nothing {
    if (this.outcome) return nothing;
    return html`<div part="actions">
      ${accept}
      <button part="decline-button" type="button" @click=${() => this.settle({ action: 'decline' }, 'decline')} .textContent=${this.s.decline}></button>
      <button part="cancel-button" type="button" @click=${() => this.cancel()} .textContent=${this.s.cancel}></button>
    </div>`;
  }

  /** `body()`; with `keep`, once answered, `summary` (what was sent), then `body()` behind "Show the question", rendered only while open. */
  protected renderBody(body: () => unknown, summary: unknown = nothing): unknown {
    if (this.phase !== 'kept') return body();
    return html`${summary}
      <details part="answer-details" @toggle=${this.onQuestionToggle}>
        <summary>${this.s.showQuestion}</summary>
        ${this.questionShown ? body() : nothing}
      </details>`;
  }

  private onQuestionToggle = (event: Event): boolean => (this.questionShown = (event.currentTarget as HTMLDetailsElement).open);
}
