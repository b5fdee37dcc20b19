// kitchen_sink: one form with every field kind and format, to try the renderer.
import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { kitchenSink } from '../../kitchen-sink.js';
import { text, type ToolKit } from './kit.js';

export function registerKitchenSink({ server, stateFor, ask, responseTo }: ToolKit): void {
  server.registerTool('kitchen_sink', { description: 'One form with every field kind and format, to try the renderer.', inputSchema: z.object({}) }, async (_args, ctx) => {
    if (!stateFor('kitchen_sink', ctx)) return ask('kitchen_sink', ctx, { form: inputRequired.elicit(kitchenSink as never) });
    const answer = responseTo(ctx, 'form');
    if (answer.kind !== 'elicit') return text('No answer.', true);
    return text(answer.action === 'accept' ? `Received: ${JSON.stringify(answer.content)}` : `The user chose ${answer.action}.`);
  });
}
