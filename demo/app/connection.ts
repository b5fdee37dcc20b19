// The page's connection to the help desk: one HelpDeskSession (session.ts, the part a host of its
// own needs) in the protocol era the settings chose, the tools it offers, the tickets as the server
// sees them, and the handshake's messages. A Lit controller: it connects when the page does, and
// closes the session when the page goes.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { HelpDeskSession, type Era, type ToolInfo } from './session.js';
import type { WireEntry } from './wire.js';

export type Ticket = Awaited<ReturnType<HelpDeskSession['tickets']>>[number];

export interface ConnectionOptions {
  endpoint: URL;
  /** The era to connect in, read at each (re)connection. */
  era(): Era;
  /** Connected, its tools and tickets read: what the page does next (carry on with a report). */
  connected(session: HelpDeskSession): void;
}

export class HelpDeskConnection implements ReactiveController {
  session?: HelpDeskSession;
  connecting = true;
  /** Why the page could not connect, in words; empty when it could. */
  error = '';
  /** The tools a person can call (list_tickets is the page's own). */
  tools: ToolInfo[] = [];
  tickets: Ticket[] = [];
  /** The handshake's JSON-RPC messages (initialize, or server/discover). */
  wire: WireEntry[] = [];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: ConnectionOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    void this.connect();
  }

  hostDisconnected(): void {
    void this.session?.close();
  }

  /** Connects (again: after the era changed) in the era the settings say; the old session closes first. */
  async connect(): Promise<void> {
    this.connecting = true;
    this.error = '';
    this.host.requestUpdate();
    await this.session?.close().catch(() => undefined);
    this.session = undefined;
    this.wire = [];
    this.host.requestUpdate();
    try {
      const session = await HelpDeskSession.connect(this.options.era(), this.options.endpoint, (entry) => {
        this.wire = [...this.wire, entry];
        this.host.requestUpdate();
      });
      this.session = session;
      this.tools = (await session.tools()).filter((t) => t.name !== 'list_tickets');
      this.host.requestUpdate();
      await this.refreshTickets();
      this.options.connected(session);
    } catch (error) {
      this.error = `Could not connect to the help desk: ${(error as Error).message}`;
    } finally {
      this.connecting = false;
      this.host.requestUpdate();
    }
  }

  /** Reads the tickets again (after a turn); on failure the table keeps what it had. */
  async refreshTickets(): Promise<void> {
    try {
      this.tickets = (await this.session?.tickets()) ?? [];
      this.host.requestUpdate();
    } catch {
      // The table keeps what it had; the transcript already says what went wrong.
    }
  }
}
