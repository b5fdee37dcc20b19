// The help desk's longer work: a monthly report that runs as a background task (the tasks
// extension) and stops halfway to ask, and a triage tool the page calls for many tickets at once.
import { z } from 'zod';
import { inputRequired, inputResponse, type McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { TaskBoard } from './task-board.js';
import type { Store } from './store.js';

const text = (value: string, isError = false) => ({ content: [{ type: 'text' as const, text: value }], ...(isError ? { isError: true } : {}) });

export const PRIORITIES = [
  { const: 'low', title: 'Low: when there is time' },
  { const: 'normal', title: 'Normal' },
  { const: 'high', title: 'High: today' },
  { const: 'urgent', title: 'Urgent: drop everything' },
];

export interface BackgroundOptions {
  store: Store;
  board: TaskBoard;
  /** How long each half of the report takes, in milliseconds. */
  stepMs: number;
  /** Mints and checks the signed state of a triage round. */
  ask: (tool: string, ctx: ServerContext, inputRequests: Parameters<typeof inputRequired>[0]['inputRequests']) => Promise<ReturnType<typeof inputRequired>>;
  stateFor: (tool: string, ctx: ServerContext) => object | undefined;
}

export function registerBackgroundTools(server: McpServer, { store, board, stepMs, ask, stateFor }: BackgroundOptions): void {
  server.registerTool(
    'export_monthly_report',
    {
      description: 'Export the monthly report. Runs in the background (tasks extension) and asks what to include halfway.',
      inputSchema: z.object({ month: z.string().optional() }),
    },
    async ({ month = new Date().toLocaleString('en', { month: 'long' }) }, ctx) => {
      if (!TaskBoard.declared(ctx)) throw TaskBoard.required();
      // A CreateTaskResult, which the SDK's tool typing does not know.
      return board.start(
        async (job) => {
          job.status(`Gathering the tickets of ${month}`);
          await job.pause(stepMs);
          const tickets = Object.values(store.data.tickets);
          const open = tickets.filter((t) => t.status === 'open').length;
          const { scope } = await job.ask({
            scope: {
              method: 'elicitation/create',
              params: {
                message: `${month} has ${tickets.length} tickets, ${open} still open. What should the report cover, and who reads it?`,
                requestedSchema: {
                  type: 'object',
                  properties: {
                    include: {
                      type: 'string',
                      title: 'Tickets',
                      oneOf: [
                        { const: 'all', title: 'All tickets' },
                        { const: 'closed', title: 'Closed tickets only' },
                      ],
                    },
                    format: { type: 'string', title: 'Format', enum: ['PDF', 'CSV'] },
                    note: { type: 'string', title: 'A note for the finance team', maxLength: 200 },
                  },
                  required: ['include', 'format'],
                },
              },
            },
          });
          const answer = scope as { action: string; content?: { include?: string; format?: string; note?: string } };
          if (answer.action !== 'accept') return text(`The ${month} report was not exported (the person chose ${answer.action}).`);
          const { include = 'all', format = 'PDF', note } = answer.content ?? {};
          job.status(`Writing the ${format} report`);
          await job.pause(stepMs);
          const count = include === 'closed' ? tickets.length - open : tickets.length;
          return text(`Exported the ${month} report as ${format}: ${count} ${count === 1 ? 'ticket' : 'tickets'}${note ? `, with the note “${note}”` : ''}.`);
        },
        { pollIntervalMs: Math.min(500, Math.max(50, stepMs / 4)) },
      ) as never;
    },
  );

  server.registerTool('triage_ticket', { description: 'Set a ticket’s priority: the person chooses it.', inputSchema: z.object({ id: z.string() }) }, async ({ id }, ctx) => {
    const ticket = store.ticket(id);
    if (!ticket) return text(`There is no ticket ${id}.`, true);
    if (!stateFor('triage_ticket', ctx)) {
      return ask('triage_ticket', ctx, {
        priority: inputRequired.elicit({
          message: `How urgent is ${id} “${ticket.title}” from ${ticket.customer.name}?`,
          requestedSchema: { type: 'object', properties: { priority: { type: 'string', title: 'Priority', oneOf: PRIORITIES } }, required: ['priority'] },
        }),
      });
    }
    const answer = inputResponse(ctx.mcpReq.inputResponses, 'priority');
    if (answer.kind !== 'elicit' || answer.action !== 'accept')
      return text(`${id} was not triaged (${answer.kind === 'elicit' ? `the user chose ${answer.action}` : 'no answer'}).`);
    const priority = PRIORITIES.find((p) => p.const === answer.content?.priority);
    if (!priority) return text('That is not one of the priorities; nothing was changed.', true);
    await store.update((data) => {
      data.tickets[id].priority = priority.const;
      data.tickets[id].history.push({ at: new Date().toISOString(), text: `Priority set to ${priority.const}` });
    });
    return text(`${id} is now ${priority.const} priority.`);
  });
}
