// triage_ticket: the person sets a ticket's priority; the page calls it for many tickets at once.
import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { text, type ToolKit } from './kit.js';

export const PRIORITIES = [
  { const: 'low', title: 'Low: when there is time' },
  { const: 'normal', title: 'Normal' },
  { const: 'high', title: 'High: today' },
  { const: 'urgent', title: 'Urgent: drop everything' },
];

export function registerTriageTicket({ server, store, stateFor, ask, responseTo }: ToolKit): void {
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
    const answer = responseTo(ctx, 'priority');
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
