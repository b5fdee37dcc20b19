// delete_ticket: deletes a ticket for good, only after an accepted confirmation (never for a client that cannot ask).
import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { text, type ToolKit } from './kit.js';

export function registerDeleteTicket({ server, store, stateFor, ask, missing, canAsk, responseTo }: ToolKit): void {
  server.registerTool(
    'delete_ticket',
    {
      description: 'Delete a ticket for good. Destructive: the person must confirm.',
      inputSchema: z.object({ id: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ id }, ctx) => {
      const ticket = store.ticket(id);
      if (!ticket) return missing(id);
      // Without a way to ask, never delete.
      if (!canAsk(ctx)) return text(`This client cannot ask the person to confirm, so ${id} was not deleted.`, true);
      const state = stateFor('delete_ticket', ctx);
      if (!state) {
        return ask('delete_ticket', ctx, {
          confirm: inputRequired.elicit({
            message: `Delete ${id} “${ticket.title}” for good? This cannot be undone.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: `Yes, delete ${id} permanently`, default: false } },
              required: ['confirm'],
            },
          }),
        });
      }
      const answer = responseTo(ctx, 'confirm');
      if (answer.kind !== 'elicit' || answer.action !== 'accept' || answer.content?.confirm !== true) {
        const why = answer.kind !== 'elicit' ? 'no answer' : answer.action === 'accept' ? 'not confirmed' : `the user chose ${answer.action}`;
        return text(`${id} was not deleted (${why}).`);
      }
      await store.update((data) => void delete data.tickets[id]);
      return text(`Deleted ${id}.`);
    },
  );
}
