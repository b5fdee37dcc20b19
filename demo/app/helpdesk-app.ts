import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { AskOptions, Era } from './session.js';
import { HelpDeskConnection } from './connection.js';
import { MonthlyReport } from './report-task.js';
import { Transcript, type Turn } from './turns.js';
import { notifyQuestions } from './notify.js';
import { callThroughServer } from './server-side.js';
import type { WireEntry } from './wire.js';
import { helpDeskStyles } from './helpdesk-app.styles.js';
import { SCENARIOS, describeWire } from './transcript-text.js';

/**
 * The demo host page: a chat-like transcript where each tool call's questions appear inline,
 * answered with mcp-elicit, above the call's result and its JSON-RPC messages. Its rooms: the
 * connection (connection.ts, over session.ts: what a host of its own needs), the turns
 * (turns.ts), the monthly report's background task (report-task.ts); this file is the settings,
 * the composer and what the page draws.
 */
export class HelpDeskApp extends LitElement {
  static override styles = helpDeskStyles;

  @state() private era: Era = '2026-07-28';
  @state() private timeoutSeconds = 120;
  @state() private serverName = 'Help desk';
  @state() private tamper = false;
  /** Where the MCP client runs: in this page, or on the server (the step API, a sealed token). */
  @state() private clientOnServer = false;
  @state() private running = false;
  @state() private toolName = 'close_ticket';
  @state() private announcement = '';
  @state() private notifying = false;
  private readonly notifier = notifyQuestions();
  private readonly transcript = new Transcript(() => this.requestUpdate());
  private readonly report = new MonthlyReport({
    startTurn: (session, note) => this.transcript.start(session, 'export_monthly_report', {}, this.asking(), note),
    changed: () => this.requestUpdate(),
    ended: () => void this.connection.refreshTickets(),
  });
  private readonly connection = new HelpDeskConnection(this, {
    endpoint: new URL('/mcp', location.href),
    era: () => this.era,
    connected: (session) => this.report.resume(session),
  });

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.notifier.stop();
  }

  /** Who asks, and how long a question waits, as the settings say now. */
  private asking(): Pick<AskOptions, 'server' | 'timeoutMs'> {
    return { server: { name: this.serverName.trim() || 'Help desk', origin: location.origin }, timeoutMs: Math.max(0, this.timeoutSeconds) * 1000 };
  }

  private async run(tool: string, args: { [key: string]: unknown }): Promise<void> {
    const session = this.connection.session;
    if (!session || this.running) return;
    this.running = true;
    const { turn, ask, settle } = this.transcript.start(session, tool, args, this.asking());
    session.tamperNext = this.tamper && session.era === '2026-07-28';
    try {
      await settle(this.clientOnServer ? callThroughServer(session.era, tool, args, ask) : session.call(tool, args, ask));
    } finally {
      this.tamper = false;
      this.running = false;
      this.announcement = `${this.serverName}: ${turn.text ?? ''}`;
      await this.connection.refreshTickets();
    }
  }

  /** "Triage all open tickets": one call per open ticket, all at once; their questions take turns in a dialog. */
  private async triageAll(): Promise<void> {
    const session = this.connection.session;
    if (!session || this.running) return;
    this.running = true;
    try {
      const open = this.connection.tickets.filter((t) => t.status === 'open');
      await Promise.all(
        open.map((ticket) => {
          const { ask, settle } = this.transcript.start(session, 'triage_ticket', { id: ticket.id }, this.asking());
          return settle(session.callRaw('triage_ticket', { id: ticket.id }, { ...ask, container: undefined }));
        }),
      );
    } finally {
      this.running = false;
      this.announcement = `${this.serverName}: triage finished`;
      await this.connection.refreshTickets();
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
    const { connecting, session } = this.connection;
    const busy = connecting || this.running || !session;
    return html`<header>
        <h1>Help desk</h1>
        <p>A real MCP server asks before it acts; this page answers with <strong>mcp-elicit</strong>.</p>
      </header>
      <div class="layout">
        <aside aria-label="Settings and tickets">${this.renderSettings()} ${this.renderTickets()}</aside>
        <main>
          <section aria-labelledby="conversation-title">
            <h2 id="conversation-title">Conversation</h2>
            ${this.transcript.turns.length ? nothing : html`<p class="muted">Pick a scenario or a tool below to start.</p>`}
            <ol class="transcript">
              ${this.transcript.turns.map((turn) => this.renderTurn(turn))}
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
      ${this.connection.error ? html`<p class="result error" role="alert">${this.connection.error}</p>` : nothing}
      ${this.renderWire('Connection messages', this.connection.wire)}
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
              void this.connection.connect();
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
          ${this.connection.tickets.map(
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
    return this.connection.session?.era === '2026-07-28';
  }

  private renderComposer(busy: boolean): TemplateResult {
    const tool = this.connection.tools.find((t) => t.name === this.toolName);
    return html`<section class="panel composer" aria-labelledby="composer-title">
      <h2 id="composer-title">Ask the help desk</h2>
      <div class="scenarios" role="group" aria-label="Ready scenarios">
        ${SCENARIOS.map((s) => html`<button type="button" ?disabled=${busy} @click=${() => this.run(s.tool, s.args)}>${s.label}</button>`)}
      </div>
      <div class="scenarios" role="group" aria-label="Longer work" aria-describedby="longer-work-note">
        <button type="button" ?disabled=${!this.modern || this.report.running || this.connection.connecting} @click=${() => this.connection.session && this.report.start(this.connection.session)}>Export the monthly report</button>
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
            ${this.connection.tools.map((t) => html`<option .value=${t.name} ?selected=${t.name === this.toolName}>${t.name}</option>`)}
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
