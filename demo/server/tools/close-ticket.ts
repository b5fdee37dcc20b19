// close_ticket: closes a ticket and emails the customer, once the person confirms.
import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { text, type ToolKit } from './kit.js';

export function registerCloseTicket({ server, store, stateFor, ask, missing, note, responseTo }: ToolKit): void {
  server.registerTool(
    'close_ticket',
    { description: 'Close a ticket and email the customer, after the person confirms.', inputSchema: z.object({ id: z.string() }) },
    async ({ id }, ctx) => {
      const ticket = store.ticket(id);
      if (!ticket) return missing(id);
      const state = stateFor('close_ticket', ctx);
      if (!state) {
        if (ticket.status === 'closed') return text(`${id} is already closed.`);
        // Recorded once, on the first call: the retries of this request do not add to the history.
        await note(id, 'Close requested');
        return ask('close_ticket', ctx, {
          confirm: inputRequired.elicit({
            message: `Close ${id} “${ticket.title}” and email ${ticket.customer.name} (${ticket.customer.email}) that it is resolved?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Yes, close it and email the customer', default: false } },
              required: ['confirm'],
            },
          }),
        });
      }
      const answer = responseTo(ctx, 'confirm');
      if (answer.kind !== 'elicit') return text('The confirmation was missing, so nothing was changed.', true);
      if (answer.action === 'decline') return text('The user said no. Leave the ticket open.');
      if (answer.action === 'cancel') return text('The user dismissed the question. Nothing was changed.');
      if (answer.content?.confirm !== true) return text(`Not confirmed: ${id} stays open.`);
      await store.update((data) => {
        const t = data.tickets[id];
        t.status = 'closed';
        const at = new Date().toISOString();
        t.history.push({ at, text: 'Closed' }, { at, text: `Emailed ${t.customer.email}` });
      });
      return text(`Closed ${id} and emailed ${ticket.customer.email}.`);
    },
  );
}
