// connect_billing: the person signs in on the billing provider's own page (URL mode).
import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { randomUUID } from 'node:crypto';
import { text, type ToolKit } from './kit.js';

export function registerConnectBilling({ server, stateFor, ask, responseTo }: ToolKit, { finishedSignIns, origin }: { finishedSignIns: Set<string>; origin: string }): void {
  server.registerTool('connect_billing', { description: 'Connect the billing provider: the person signs in on its own page.', inputSchema: z.object({}) }, async (_args, ctx) => {
    const state = stateFor('connect_billing', ctx);
    const flow = typeof state?.flow === 'string' ? state.flow : randomUUID();
    if (state) {
      const answer = responseTo(ctx, 'signin');
      if (answer.kind === 'elicit' && answer.action !== 'accept') return text(`Billing was not connected (the user chose ${answer.action}).`);
      if (finishedSignIns.has(flow)) {
        finishedSignIns.delete(flow);
        return text('Billing connected. Invoices will sync tonight.');
      }
    }
    return ask(
      'connect_billing',
      ctx,
      {
        signin: inputRequired.elicitUrl({
          message: state ? 'The billing provider has not seen you sign in yet.' : 'Sign in to Acme Billing to connect it to the help desk.',
          url: `${origin}/billing/signin?flow=${encodeURIComponent(flow)}`,
        }),
      },
      { flow },
    );
  });
}
