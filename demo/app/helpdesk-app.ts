import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { McpResult, TaskProgress } from '../../src/adapter/index.js';
import { HelpDeskSession, type AskOptions, type Era, type ToolInfo } from './session.js';
import { notifyQuestions } from './notify.js';
import { callThroughServer } from './server-side.js';
import type { WireEntry } from './wire.js';
import { helpDeskStyles } from './helpdesk-app.styles.js';
import { SCENARIOS, describeWire, textOf } from './transcript-text.js';

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

/**
 * The demo host page: a chat-like transcript where each tool call's questions appear inline,
 * answered with mcp-elicit, above the call's result and its JSON-RPC messages.
 */
export class HelpDeskApp extends LitElement {
  static override styles = helpDeskStyles;

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
      ${this.renderEra()}
      <label class="field"
        >Question timeout in seconds (0 for none)
        <input type="number" min="0" step="1" .value=${String(this.timeoutSeconds)} @input=${(e: Event) => (this.timeoutSeconds = Number((e.target as HTMLInputElement).value) || 0)}
      /></label>
      <label class="field"
        >Server’s display name
        <input .value=${this.serverName} @input=${(e: Event) => (this.serverName = (e.target as HTMLInputElement).value)}
      /></label>
      ${this.renderWhereTheClientRuns()}
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

  /** The protocol era: 2026-07-28 (the client retries with answers) or 2025-11-25 (the server asks). */
  private renderEra(): TemplateResult {
    return html`<fieldset>
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
    </fieldset>`;
  }

  /** Where the MCP client runs: in this page, or on the server (and what the page then sees). */
  private renderWhereTheClientRuns(): TemplateResult {
    return html`<fieldset>
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
    </p>`;
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
