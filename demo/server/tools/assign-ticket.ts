// assign_ticket: assigns a ticket; asks whom to, when the agent is not named or not known.
import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { AGENTS } from '../store.js';
import { text, type ToolKit } from './kit.js';

export function registerAssignTicket({ server, store, stateFor, ask, missing, responseTo }: ToolKit): void {
  server.registerTool(
    'assign_ticket',
    {
      description: 'Assign a ticket to an agent. Leave out agent to let the person choose.',
      inputSchema: z.object({ id: z.string(), agent: z.string().optional() }),
    },
    async ({ id, agent }, ctx) => {
      const ticket = store.ticket(id);
      if (!ticket) return missing(id);
      const named = AGENTS.find((a) => a.id === agent?.toLowerCase() || a.name.toLowerCase() === agent?.toLowerCase());
      let chosen = named?.id as string | undefined;
      if (!chosen) {
        const state = stateFor('assign_ticket', ctx);
        if (!state) {
          return ask('assign_ticket', ctx, {
            agent: inputRequired.elicit({
              message: agent ? `There is no agent “${agent}”. Who should take ${id} “${ticket.title}”?` : `Who should take ${id} “${ticket.title}”?`,
              requestedSchema: {
                type: 'object',
                properties: { agent: { type: 'string', title: 'Agent', oneOf: AGENTS.map((a) => ({ const: a.id, title: a.name })) } },
                required: ['agent'],
              },
            }),
          });
        }
        const answer = responseTo(ctx, 'agent');
        if (answer.kind !== 'elicit' || answer.action !== 'accept') {
          return text(`${id} was not assigned (${answer.kind === 'elicit' ? `the user chose ${answer.action}` : 'no answer'}).`);
        }
        chosen = AGENTS.find((a) => a.id === answer.content?.agent)?.id;
        if (!chosen) return text('That is not one of the agents; nothing was changed.', true);
      }
      const name = AGENTS.find((a) => a.id === chosen)!.name;
      await store.update((data) => {
        data.tickets[id].assignee = name;
        data.tickets[id].history.push({ at: new Date().toISOString(), text: `Assigned to ${name}` });
      });
      return text(`Assigned ${id} to ${name}.`);
    },
  );
}
