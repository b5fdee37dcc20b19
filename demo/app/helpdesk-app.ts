import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { McpResult, TaskProgress } from '../../src/adapter/index.js';
import { HelpDeskSession, type AskOptions, type Era, type ToolInfo } from './session.js';
import { notifyQuestions } from './notify.js';
import { callThroughServer } from './server-side.js';
import type { WireEntry } from './wire.js';

/** Where the page keeps the monthly report's task between reloads (this tab only). */
const REPORT_KEY = 'helpdesk:report-task';
const FINAL = new Set(['completed', 'failed', 'cancelled']);

interface Turn {
  id: number;
  tool: string;
  args: { [key: string]: unknown };
  era: Era;
  questions: HTMLElement;
  status: 'running' | 'done' | 'failed';
  text?: string;
  isError?: boolean;
  wire: WireEntry[];
  /** A background task: where it is, in the server's words. */
  task?: string;
  note?: string;
}

interface Scenario {
  label: string;
  tool: string;
  args: { [key: string]: unknown };
}

const SCENARIOS: Scenario[] = [
  { label: 'Close T-1', tool: 'close_ticket', args: { id: 'T-1' } },
  { label: 'Assign T-2, let me pick', tool: 'assign_ticket', args: { id: 'T-2' } },
  { label: 'Delete T-4', tool: 'delete_ticket', args: { id: 'T-4' } },
  { label: 'New customer with typos', tool: 'create_customer', args: { name: 'A', email: 'ada.example.com' } },
  { label: 'Connect billing', tool: 'connect_billing', args: {} },
  { label: 'Every field kind', tool: 'kitchen_sink', args: {} },
];

type Message = { id?: unknown; method?: string; params?: { [key: string]: unknown }; result?: { resultType?: string }; error?: { code: number } };

/** "→ tools/call #3, retry with inputResponses and requestState", "← #3 input_required", … */
export function describeWire(entry: WireEntry): string {
  const m = entry.message as Message;
  const arrow = entry.direction === 'out' ? '→' : '←';
  if (entry.hop === 'page-host') {
    const p = entry.message as { POST?: string; questions?: object; token?: string; result?: unknown; error?: { name: string }; worker?: string };
    if (p.POST) return `page → host: POST ${p.POST}${p.token ? ` with the answers and the token` : ''}`;
    // With the host on several workers (npm start -- --workers 2), which one replied.
    const host = p.worker ? `host (${p.worker})` : 'host';
    if (p.error) return `page ← ${host}: ${p.error.name}`;
    if (p.questions) return `page ← ${host}: ${Object.keys(p.questions).length} question(s) and a sealed token (${p.token?.length ?? 0} characters)`;
    return `page ← ${host}: the result`;
  }
  if (entry.hop === 'page-relay') {
    const p = entry.message as { POST?: string; result?: { action?: string }; event?: string; reason?: string; status?: number; error?: string; worker?: string };
    const relay = p.worker ? `relay (${p.worker})` : 'relay';
    if (p.POST) return `page → relay: POST ${p.POST} the answer (${p.result?.action ?? '?'})`;
    if (p.event === 'question') return `page ← ${relay}: the server's question`;
    if (p.event === 'end') return `page ← ${relay}: the question ended (${p.reason ?? '?'})`;
    return `page ← ${relay}: ${p.status === 200 ? 'answer taken' : `${p.status} ${p.error ?? ''}`.trim()}`;
  }
  if (entry.hop === 'host-server') return `host ⇄ MCP server: ${describeWire({ direction: entry.direction, message: entry.message })}`;
  const id = m.id === undefined ? '' : ` #${String(m.id)}`;
  if (m.method) {
    const retry = [m.params?.inputResponses ? 'inputResponses' : '', typeof m.params?.requestState === 'string' ? 'requestState' : ''].filter(Boolean);
    const name = typeof m.params?.name === 'string' ? ` ${m.params.name}` : '';
    return `${arrow} ${m.method}${name}${id}${retry.length ? `, retry with ${retry.join(' and ')}` : ''}`;
  }
  if (m.error) return `${arrow} error${id} (${m.error.code})`;
  return `${arrow} result${id}${m.result?.resultType ? ` (${m.result.resultType})` : ''}`;
}

const textOf = (result: McpResult): string =>
  ((result.content as { type: string; text?: string }[] | undefined) ?? []).map((c) => (c.type === 'text' ? c.text : `[${c.type}]`)).join('\n') || JSON.stringify(result);

/**
 * The demo host page: a chat-like transcript where each tool call's questions appear inline,
 * answered with mcp-elicit, above the call's result and its JSON-RPC messages.
 */
export class HelpDeskApp extends LitElement {
  static override styles = css`
    :host {
      display: block;
      color-scheme: light dark;
      --bg: #f6f7f9;
      --card: #ffffff;
      --fg: #1b1b1f;
      --muted: #44474e;
      --line: #c4c6cf;
      --accent: #0b57d0;
      --error: #b3261e;
      color: var(--fg);
      background: var(--bg);
      min-height: 100vh;
      font: 1rem/1.5 system-ui, sans-serif;
    }
    @media (prefers-color-scheme: dark) {
      :host {
        --bg: #121316;
        --card: #1e1f22;
        --fg: #e3e3e8;
        --muted: #c4c6d0;
        --line: #44474e;
        --accent: #a8c7fa;
        --error: #ffb4ab;
      }
    }
    header {
      padding: 1rem 1.5rem;
      border-bottom: 1px solid var(--line);
      background: var(--card);
    }
    h1 {
      margin: 0;
      font-size: 1.5rem;
    }
    h2 {
      font-size: 1.125rem;
      margin: 0 0 0.5rem;
    }
    h3 {
      font-size: 1rem;
      margin: 0 0 0.5rem;
      font-weight: 600;
    }
    header p,
    .muted {
      color: var(--muted);
      margin: 0.25rem 0 0;
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(18rem, 25rem) minmax(0, 1fr);
      gap: 1.5rem;
      padding: 1.5rem;
      max-width: 80rem;
    }
    /* One column: the conversation and the scenarios first, the settings and tickets after them. */
    @media (max-width: 50rem) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
      .layout > main {
        order: -1;
      }
    }
    .last-event-inline {
      display: none;
    }
    .panel {
      background: var(--card);
      border: 1px solid var(--line);
      border-radius: 8px;
      padding: 1rem;
      margin-bottom: 1rem;
    }
    fieldset {
      border: 0;
      margin: 0 0 0.75rem;
      padding: 0;
    }
    legend,
    label.field {
      font-weight: 600;
    }
    label.field {
      display: grid;
      gap: 0.25rem;
      margin-bottom: 0.75rem;
    }
    label.field input {
      font-weight: 400;
    }
    label.check {
      display: flex;
      align-items: flex-start;
      gap: 0.5rem;
      padding-block: 0.125rem;
    }
    label.check input {
      flex: none;
      width: 1.125rem;
      height: 1.125rem;
      margin: 0.1875rem 0 0;
    }
    /* Inputs and selects the same height side by side: border-box, as a select is by default. */
    input:not([type='radio']):not([type='checkbox']),
    select {
      box-sizing: border-box;
      font: inherit;
      color: inherit;
      background: var(--card);
      border: 1px solid var(--muted);
      border-radius: 6px;
      padding: 0.375rem 0.5rem;
      min-height: 2.5rem;
    }
    button {
      font: inherit;
      border: 1px solid var(--muted);
      border-radius: 6px;
      background: var(--card);
      color: var(--fg);
      padding: 0.375rem 0.75rem;
      min-height: 2.25rem;
      cursor: pointer;
    }
    button.primary {
      background: var(--accent);
      border-color: var(--accent);
      color: var(--card);
      font-weight: 600;
    }
    button:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
    :focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 2px;
    }
    .scenarios {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin-bottom: 1rem;
    }
    /* Labels on one line above controls of one height, and Run level with the controls. */
    .composer form {
      display: flex;
      flex-wrap: wrap;
      gap: 0.75rem;
      align-items: end;
    }
    .composer label.field {
      margin: 0;
      grid-template-rows: auto 2.5rem;
    }
    .composer button.primary {
      min-height: 2.5rem;
    }
    .transcript {
      list-style: none;
      margin: 0 0 1rem;
      padding: 0;
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 1rem;
    }
    .turn h3 {
      overflow-wrap: anywhere;
    }
    .turn {
      background: var(--card);
      border: 1px solid var(--line);
      border-radius: 8px;
      padding: 1rem;
    }
    .turn code,
    pre {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 0.875rem;
    }
    /* Wide enough at 1280 px for a link asked again ("I’ve finished", "Open … again", Decline,
       Cancel) on one line. */
    .questions {
      display: grid;
      gap: 0.75rem;
      margin: 0.5rem 0;
      --mcp-elicit-max-width: 46rem;
    }
    .questions:empty {
      display: none;
    }
    .question-count {
      margin: 0;
      font-weight: 600;
      color: var(--muted);
    }
    .result {
      margin: 0.5rem 0;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .result.error {
      color: var(--error);
    }
    details.wire {
      margin-top: 0.5rem;
    }
    details.wire > ol {
      padding-left: 1.25rem;
    }
    pre {
      overflow: auto;
      max-height: 20rem;
      padding: 0.5rem;
      border: 1px solid var(--line);
      border-radius: 6px;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 0.875rem;
    }
    th,
    td {
      text-align: left;
      padding: 0.25rem 0.375rem;
      border-bottom: 1px solid var(--line);
      vertical-align: top;
    }
    td {
      white-space: nowrap;
    }
    /* The last event may be a long address: it breaks anywhere, but short words ("Opened") stay whole. */
    td:last-child {
      white-space: normal;
      overflow-wrap: anywhere;
      min-width: 7ch;
    }
    /* A phone: the page's gutters and the cards' padding shrink, so the questions keep their width. */
    @media (max-width: 30rem) {
      header {
        padding: 0.75rem;
      }
      .layout {
        gap: 1rem;
        padding: 0.75rem 0.5rem;
      }
      .panel,
      .turn {
        padding: 0.75rem 0.5rem;
      }
      th,
      td {
        padding-inline: 0.25rem;
      }
      /* A phone: the last event goes under the ticket's title, where words keep whole. */
      .last-event {
        display: none;
      }
      .last-event-inline {
        display: block;
        font-weight: 400;
        overflow-wrap: anywhere;
      }
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `;

  @state() private era: Era = '2026-07-28';
  @state() private timeoutSeconds = 120;
  @state() private serverName = 'Help desk';
  @state() private tamper = false;
  /** Where the MCP client runs: in this page, or on the server (the step API, a sealed token). */
  @state() private clientOnServer = false;
  @state() private connecting = true;
  @state() private connectError = '';
  @state() private running = false;
  @state() private turns: Turn[] = [];
  @state() private tools: ToolInfo[] = [];
  @state() private toolName = 'close_ticket';
  @state() private tickets: Awaited<ReturnType<HelpDeskSession['tickets']>> = [];
  @state() private connectionWire: WireEntry[] = [];
  @state() private announcement = '';
  /** The monthly report is running in the background. */
  @state() private exporting = false;
  @state() private notifying = false;
  private readonly notifier = notifyQuestions();
  private session?: HelpDeskSession;
  private nextTurn = 1;
  private readonly endpoint = new URL('/mcp', location.href);

  override connectedCallback(): void {
    super.connectedCallback();
    void this.connect();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.notifier.stop();
    void this.session?.close();
  }

  private async connect(): Promise<void> {
    this.connecting = true;
    this.connectError = '';
    await this.session?.close().catch(() => undefined);
    this.session = undefined;
    this.connectionWire = [];
    try {
      const session = await HelpDeskSession.connect(this.era, this.endpoint, (entry) => (this.connectionWire = [...this.connectionWire, entry]));
      this.session = session;
      this.tools = (await session.tools()).filter((t) => t.name !== 'list_tickets');
      await this.refreshTickets();
      this.resumeReport();
    } catch (error) {
      this.connectError = `Could not connect to the help desk: ${(error as Error).message}`;
    } finally {
      this.connecting = false;
    }
  }

  private async refreshTickets(): Promise<void> {
    try {
      this.tickets = (await this.session?.tickets()) ?? [];
    } catch {
      // The table keeps what it had; the transcript already says what went wrong.
    }
  }

  /** A new turn of the conversation, and how to change it. */
  private addTurn(session: HelpDeskSession, tool: string, args: Turn['args'], note?: string) {
    const questions = document.createElement('div');
    questions.className = 'questions';
    const turn: Turn = { id: this.nextTurn++, tool, args, era: session.era, questions, status: 'running', wire: [], note };
    this.turns = [...this.turns, turn];
    const update = (change: Partial<Turn>) => {
      Object.assign(turn, change);
      this.turns = [...this.turns];
    };
    const ask: AskOptions = {
      container: questions,
      server: { name: this.serverName.trim() || 'Help desk', origin: location.origin },
      timeoutMs: Math.max(0, this.timeoutSeconds) * 1000,
      wire: (entry) => update({ wire: [...turn.wire, entry] }),
    };
    const settle = (outcome: Promise<McpResult>) =>
      outcome.then(
        (result) => update({ status: 'done', text: textOf(result), isError: result.isError === true }),
        (error: Error) => update({ status: 'failed', text: `The call failed: ${error.message}`, isError: true }),
      );
    return { turn, update, ask, settle };
  }

  private async run(tool: string, args: { [key: string]: unknown }): Promise<void> {
    const session = this.session;
    if (!session || this.running) return;
    this.running = true;
    const { turn, ask, settle } = this.addTurn(session, tool, args);
    session.tamperNext = this.tamper && session.era === '2026-07-28';
    try {
      await settle(this.clientOnServer ? callThroughServer(session.era, tool, args, ask) : session.call(tool, args, ask));
    } finally {
      this.tamper = false;
      this.running = false;
      this.announcement = `${this.serverName}: ${turn.text ?? ''}`;
      await this.refreshTickets();
    }
  }

  /**
   * "Export the monthly report": a background task. The page keeps its id (and what was answered)
   * in sessionStorage, so a reload picks it up again; its question keeps what the person typed.
   */
  private exportReport(): void {
    const session = this.session;
    if (!session || this.exporting) return;
    // The month is the person's, as their own clock gives it.
    const month = new Date().toLocaleString('en', { month: 'long' });
    this.followReport(session, (ask, onTask) => session.callRaw('export_monthly_report', { month }, { ...ask, onTask }));
  }

  /** After a reload: carries on with the report the page was following, if any. */
  private resumeReport(): void {
    const session = this.session;
    let stored: TaskProgress | undefined;
    try {
      stored = JSON.parse(sessionStorage.getItem(REPORT_KEY) ?? 'null') ?? undefined;
    } catch {
      stored = undefined;
    }
    if (!session || session.era !== '2026-07-28' || !stored?.taskId || this.exporting) return;
    const { taskId, answered = [] } = stored;
    this.followReport(session, (ask, onTask) => session.resume(taskId, answered, { ...ask, onTask }), 'resumed after the page reloaded');
  }

  private followReport(session: HelpDeskSession, start: (ask: AskOptions, onTask: (task: TaskProgress) => void) => Promise<McpResult>, note?: string): void {
    this.exporting = true;
    const { update, ask, settle } = this.addTurn(session, 'export_monthly_report', {}, note);
    const onTask = (task: TaskProgress) => {
      try {
        if (FINAL.has(task.status)) sessionStorage.removeItem(REPORT_KEY);
        else sessionStorage.setItem(REPORT_KEY, JSON.stringify(task));
      } catch {
        // Without storage the report still finishes; only a reload would lose track of it.
      }
      const words = task.status === 'input_required' ? 'waiting for your answer' : task.status;
      update({ task: `Background task ${words}${task.statusMessage ? `: ${task.statusMessage}` : ''}` });
    };
    void settle(start(ask, onTask)).finally(() => {
      this.exporting = false;
      void this.refreshTickets();
    });
  }

  /** "Triage all open tickets": one call per open ticket, all at once; their questions take turns in a dialog. */
  private async triageAll(): Promise<void> {
    const session = this.session;
    if (!session || this.running) return;
    this.running = true;
    try {
      const open = this.tickets.filter((t) => t.status === 'open');
      await Promise.all(
        open.map((ticket) => {
          const { ask, settle } = this.addTurn(session, 'triage_ticket', { id: ticket.id });
          return settle(session.callRaw('triage_ticket', { id: ticket.id }, { ...ask, container: undefined }));
        }),
      );
    } finally {
      this.running = false;
      this.announcement = `${this.serverName}: triage finished`;
      await this.refreshTickets();
    }
  }

  private onCompose = (event: SubmitEvent): void => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const args: { [key: string]: unknown } = {};
    for (const [name, value] of new FormData(form)) if (name !== 'tool' && value !== '') args[name] = value;
    void this.run(this.toolName, args);
  };

  private async copy(text: string, button: HTMLButtonElement): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Copy failed: select the text instead';
    }
  }

  protected override render(): TemplateResult {
    const busy = this.connecting || this.running || !this.session;
    return html`<header>
        <h1>Help desk</h1>
        <p>A real MCP server asks before it acts; this page answers with <strong>mcp-elicit</strong>.</p>
      </header>
      <div class="layout">
        <aside aria-label="Settings and tickets">${this.renderSettings()} ${this.renderTickets()}</aside>
        <main>
          <section aria-labelledby="conversation-title">
            <h2 id="conversation-title">Conversation</h2>
            ${this.turns.length ? nothing : html`<p class="muted">Pick a scenario or a tool below to start.</p>`}
            <ol class="transcript">
              ${this.turns.map((turn) => this.renderTurn(turn))}
            </ol>
          </section>
          ${this.renderComposer(busy)}
        </main>
      </div>
      <p class="visually-hidden" aria-live="polite">${this.announcement}</p>`;
  }

  private renderSettings(): TemplateResult {
    return html`<section class="panel" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <fieldset>
        <legend>Protocol</legend>
        ${(['2026-07-28', '2025-11-25'] as Era[]).map(
          (era) => html`<label class="check"
            ><input
              type="radio"
              name="era"
              .checked=${this.era === era}
              ?disabled=${this.running}
              @change=${() => {
                this.era = era;
                void this.connect();
              }}
            />
            ${era} ${era === '2026-07-28' ? '(the client retries with answers)' : '(the server asks)'}</label
          >`,
        )}
      </fieldset>
      <label class="field"
        >Question timeout in seconds (0 for none)
        <input type="number" min="0" step="1" .value=${String(this.timeoutSeconds)} @input=${(e: Event) => (this.timeoutSeconds = Number((e.target as HTMLInputElement).value) || 0)}
      /></label>
      <label class="field"
        >Server’s display name
        <input .value=${this.serverName} @input=${(e: Event) => (this.serverName = (e.target as HTMLInputElement).value)}
      /></label>
      <fieldset>
        <legend>The MCP client runs</legend>
        ${([false, true] as const).map(
          (onServer) => html`<label class="check"
            ><input
              type="radio"
              name="client"
              .checked=${this.clientOnServer === onServer}
              ?disabled=${this.running}
              @change=${() => (this.clientOnServer = onServer)}
            />
            ${onServer ? `on the server (${this.era === '2026-07-28' ? 'step API, sealed token' : 'held session, relay'})` : 'in this page'}</label
          >`,
        )}
      </fieldset>
      <p class="muted">
        ${
          this.era === '2026-07-28'
            ? 'On the server, the page gets only the questions and a token it can neither read nor change; the Wire view shows both hops.'
            : 'On the server, the host holds the session and its questions come to this page through the relay; the Wire view shows both hops.'
        }
      </p>
      <label class="check"
        ><input
          type="checkbox"
          .checked=${this.tamper}
          ?disabled=${this.era !== '2026-07-28'}
          @change=${(e: Event) => (this.tamper = (e.target as HTMLInputElement).checked)}
        />
        Tamper with the next requestState</label
      >
      <p class="muted">
        ${this.era === '2026-07-28' ? 'Corrupts one retry, to see the server refuse state it did not sign.' : 'Only 2026-07-28 sends requestState.'}
      </p>
      <label class="check"
        ><input
          type="checkbox"
          .checked=${this.notifying}
          @change=${async (e: Event) => (this.notifying = await this.notifier.setNotifying((e.target as HTMLInputElement).checked))}
        />
        Notify me when a question arrives while this tab is in the background</label
      >
      ${this.connectError ? html`<p class="result error" role="alert">${this.connectError}</p>` : nothing}
      ${this.renderWire('Connection messages', this.connectionWire)}
    </section>`;
  }

  private renderTickets(): TemplateResult {
    return html`<section class="panel" aria-labelledby="tickets-title">
      <h2 id="tickets-title">Tickets</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Ticket</th>
            <th scope="col">Status</th>
            <th scope="col">Agent</th>
            <th scope="col" class="last-event">Last event</th>
          </tr>
        </thead>
        <tbody>
          ${this.tickets.map(
            (t) =>
              html`<tr>
                <th scope="row">
                  ${t.id} <span class="muted">${t.title}</span>
                  <span class="last-event-inline muted">Last event: ${t.history.at(-1)?.text ?? ''}</span>
                </th>
                <td>${t.status}</td>
                <td>${t.assignee ?? '—'}</td>
                <td class="last-event">${t.history.at(-1)?.text ?? ''}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  }

  private renderTurn(turn: Turn): TemplateResult {
    return html`<li class="turn">
      <article aria-labelledby="turn-${turn.id}">
        <h3 id="turn-${turn.id}">
          You ran <code>${turn.tool}</code> <code>${JSON.stringify(turn.args)}</code>
          <span class="muted">(${turn.era}${turn.note ? `, ${turn.note}` : ''})</span>
        </h3>
        ${turn.questions}
        ${
          turn.status === 'running'
            ? turn.task
              ? html`<p class="muted task-status" role="status">${turn.task}</p>`
              : html`<p class="muted">Waiting for the help desk…</p>`
            : html`<p class="result ${turn.isError ? 'error' : ''}"><strong>${this.serverName || 'Help desk'}:</strong> ${turn.text}</p>`
        }
        ${this.renderWire('Wire', turn.wire)}
      </article>
    </li>`;
  }

  private renderWire(title: string, entries: WireEntry[]): TemplateResult {
    const all = JSON.stringify(
      entries.map((e) => e.message),
      null,
      2,
    );
    return html`<details class="wire">
      <summary>${title}: ${entries.length} ${entries.some((e) => e.hop) ? '' : 'JSON-RPC '}${entries.length === 1 ? 'message' : 'messages'}</summary>
      <button type="button" @click=${(e: Event) => this.copy(all, e.currentTarget as HTMLButtonElement)}>Copy all</button>
      <ol>
        ${entries.map((entry) => {
          const json = JSON.stringify(entry.message, null, 2);
          return html`<li>
            <details>
              <summary>${describeWire(entry)}</summary>
              <pre>${json}</pre>
              <button type="button" @click=${(e: Event) => this.copy(json, e.currentTarget as HTMLButtonElement)}>Copy</button>
            </details>
          </li>`;
        })}
      </ol>
    </details>`;
  }

  private get modern(): boolean {
    return this.session?.era === '2026-07-28';
  }

  private renderComposer(busy: boolean): TemplateResult {
    const tool = this.tools.find((t) => t.name === this.toolName);
    return html`<section class="panel composer" aria-labelledby="composer-title">
      <h2 id="composer-title">Ask the help desk</h2>
      <div class="scenarios" role="group" aria-label="Ready scenarios">
        ${SCENARIOS.map((s) => html`<button type="button" ?disabled=${busy} @click=${() => this.run(s.tool, s.args)}>${s.label}</button>`)}
      </div>
      <div class="scenarios" role="group" aria-label="Longer work" aria-describedby="longer-work-note">
        <button type="button" ?disabled=${!this.modern || this.exporting || this.connecting} @click=${() => this.exportReport()}>Export the monthly report</button>
        <button type="button" ?disabled=${!this.modern || busy} @click=${() => this.triageAll()}>Triage all open tickets</button>
      </div>
      <p class="muted" id="longer-work-note">
        ${
          this.modern
            ? 'The report runs as a background task: keep working, or reload the page, and it still asks you. Triage asks about every open ticket at once; the questions take turns.'
            : 'Background tasks and parallel calls need 2026-07-28.'
        }
      </p>
      <form @submit=${this.onCompose}>
        <label class="field"
          >Tool
          <select name="tool" @change=${(e: Event) => (this.toolName = (e.target as HTMLSelectElement).value)}>
            ${this.tools.map((t) => html`<option .value=${t.name} ?selected=${t.name === this.toolName}>${t.name}</option>`)}
          </select></label
        >
        ${Object.entries(tool?.properties ?? {}).map(([name, schema]) => {
          const required = tool!.required.includes(name);
          return html`<label class="field"
            >${name}${required ? nothing : html` <span class="muted">(optional)</span>`}
            ${
              schema.enum
                ? html`<select name=${name}>
                  <option value="">—</option>
                  ${schema.enum.map((v) => html`<option .value=${v}>${v}</option>`)}
                </select>`
                : html`<input name=${name} ?required=${required} autocomplete="off" />`
            }</label
          >`;
        })}
        <button class="primary" type="submit" ?disabled=${busy}>${this.running ? 'Running…' : 'Run'}</button>
      </form>
      ${tool?.description ? html`<p class="muted">${tool.description}</p>` : nothing}
    </section>`;
  }
}

customElements.define('helpdesk-app', HelpDeskApp);
