// list_tickets: the tickets, read-only.
import { z } from 'zod';
import { text, type ToolKit } from './kit.js';

export function registerListTickets({ server, store }: ToolKit): void {
  server.registerTool(
    'list_tickets',
    { description: 'List the tickets with status, assignee and history.', inputSchema: z.object({}), annotations: { readOnlyHint: true } },
    async () => text(JSON.stringify(Object.values(store.data.tickets))),
  );
}
