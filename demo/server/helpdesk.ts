// The help desk's MCP server (v2 SDK): tools that ask the person before they act. Stateless between
// rounds: whatever a tool must remember travels in the signed requestState. Each tool is a file of
// its own in tools/, on the shared kit (tools/kit.ts: the round's state, asking, the answer);
// the monthly report runs in the background (the tasks extension).
import { McpServer, type RequestStateCodec } from '@modelcontextprotocol/server';
import type { Store } from './store.js';
import { TASKS_EXTENSION, type TaskBoard } from './task-board.js';
import { toolKit, type RoundState } from './tools/kit.js';
import { registerCloseTicket } from './tools/close-ticket.js';
import { registerAssignTicket } from './tools/assign-ticket.js';
import { registerDeleteTicket } from './tools/delete-ticket.js';
import { registerCreateCustomer } from './tools/create-customer.js';
import { registerConnectBilling } from './tools/connect-billing.js';
import { registerKitchenSink } from './tools/kitchen-sink.js';
import { registerListTickets } from './tools/list-tickets.js';
import { registerExportMonthlyReport } from './tools/export-monthly-report.js';
import { registerTriageTicket } from './tools/triage-ticket.js';

export { customerProblems } from './tools/create-customer.js';

export interface HelpDeskOptions {
  store: Store;
  codec: RequestStateCodec<RoundState>;
  /** Billing sign-in flows the person finished on the demo's sign-in page. */
  finishedSignIns: Set<string>;
  /** The background tasks (one board for the process: tasks outlive the request that started them). */
  board: TaskBoard;
  /** How long each half of the monthly report takes. */
  taskStepMs: number;
}

/** Builds one server instance (one per request in 2026-07-28, one per session in 2025-11-25). */
export function createHelpDesk({ store, codec, finishedSignIns, board, taskStepMs }: HelpDeskOptions, origin: string): McpServer {
  const server = new McpServer(
    { name: 'help-desk', title: 'Help desk (demo)', version: '1.0.0' },
    { capabilities: { tools: {}, extensions: { [TASKS_EXTENSION]: {} } }, requestState: { verify: codec.verify } },
  );
  board.install(server.server);
  const kit = toolKit(server, store, codec);
  registerCloseTicket(kit);
  registerAssignTicket(kit);
  registerDeleteTicket(kit);
  registerCreateCustomer(kit);
  registerConnectBilling(kit, { finishedSignIns, origin });
  registerKitchenSink(kit);
  registerExportMonthlyReport(kit, { board, stepMs: taskStepMs });
  registerTriageTicket(kit);
  registerListTickets(kit);
  return server;
}
