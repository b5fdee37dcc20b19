// create_customer: the server checks name and email, and asks again only for what is wrong, in its own words.
import { z } from 'zod';
import { inputRequired } from '@modelcontextprotocol/server';
import { text, type ToolKit } from './kit.js';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The server-side checks of create_customer, in the server's own words. Some only the server can
 * make (an address already in use), so a form that passed its own checks can still be sent back.
 */
export function customerProblems(values: { name?: unknown; email?: unknown }, existing: { name: string; email: string }[] = []): { name?: string; email?: string } {
  const problems: { name?: string; email?: string } = {};
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (!name) problems.name = 'A customer needs a name.';
  else if (name.length < 2) problems.name = `“${name}” is too short for a name: use at least 2 letters.`;
  const email = typeof values.email === 'string' ? values.email.trim() : '';
  if (!email) problems.email = 'A customer needs an email address.';
  else if (!email.includes('@')) problems.email = `“${email}” is not an email address: it has no @.`;
  else if (!EMAIL.test(email)) problems.email = `“${email}” is not an email address: the part after @ needs a dot, like example.com.`;
  else {
    const owner = existing.find((c) => c.email.toLowerCase() === email.toLowerCase());
    if (owner) problems.email = `${email} already belongs to ${owner.name}: use another address.`;
  }
  return problems;
}

export function registerCreateCustomer({ server, store, stateFor, ask, missing, responseTo }: ToolKit): void {
  server.registerTool(
    'create_customer',
    {
      description: 'Create a customer. The server checks name and email and asks again for what is wrong.',
      inputSchema: z.object({ name: z.string().optional(), email: z.string().optional() }),
    },
    async (args, ctx) => {
      const state = stateFor('create_customer', ctx);
      let values: { name?: string; email?: string } = state ? (state.values as typeof values) : { name: args.name, email: args.email };
      if (state) {
        const answer = responseTo(ctx, 'customer');
        if (answer.kind !== 'elicit') return text('The answer was missing; no customer was created.', true);
        if (answer.action !== 'accept') return text(`No customer was created (the user chose ${answer.action}).`);
        values = { ...values, ...(answer.content as typeof values) };
      }
      const problems = customerProblems(values, store.data.customers);
      const wrong = Object.keys(problems) as ('name' | 'email')[];
      if (wrong.length) {
        const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !wrong.includes(k as 'name' | 'email')));
        const fields = {
          name: { type: 'string' as const, title: 'Name', description: problems.name, minLength: 2 },
          email: { type: 'string' as const, title: 'Email', format: 'email' as const, description: problems.email },
        };
        return ask(
          'create_customer',
          ctx,
          {
            customer: inputRequired.elicit({
              message: `Please correct the new customer: ${wrong.map((k) => problems[k]).join(' ')}`,
              requestedSchema: { type: 'object', properties: Object.fromEntries(wrong.map((k) => [k, fields[k]])), required: wrong },
            }),
          },
          { values: kept },
        );
      }
      const customer = { name: values.name!.trim(), email: values.email!.trim() };
      await store.update((data) => void data.customers.push({ ...customer, createdAt: new Date().toISOString() }));
      return text(`Created customer ${customer.name} <${customer.email}>.`);
    },
  );
}
