// export_monthly_report: runs in the background (the tasks extension) and stops halfway to ask
// what the report should cover.
import { z } from 'zod';
import { TaskBoard } from '../task-board.js';
import { text, type ToolKit } from './kit.js';

export function registerExportMonthlyReport({ server, store }: ToolKit, { board, stepMs }: { board: TaskBoard; stepMs: number }): void {
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
}
