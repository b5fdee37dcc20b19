// The help desk's MCP server (v2 SDK): tools that ask the person before they act. Stateless between
// rounds: whatever a tool must remember travels in the signed requestState.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { McpServer, inputRequired, inputResponse, type RequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import { kitchenSink } from '../kitchen-sink.js';
import { AGENTS, type Store } from './store.js';
import { TASKS_EXTENSION, type TaskBoard } from './task-board.js';
import { registerBackgroundTools } from './background.js';

/** What a tool carries from one round to the next (signed, so the client cannot change it). */
interface RoundState {
  tool: string;
  [key: string]: unknown;
}

export interface HelpDeskOptions {
  store: Store;
  codec: RequestStateCodec<RoundState>;
  /** Billing sign-in flows the person finished on the demo's sign-in page. */
  finishedSignIns: Set<string>;
  /** The background tasks (one board for the process: tasks outlive the request that started them). */
  board: TaskBoard;
  /** How long each half of the monthly report takes. */
  taskStepMs: number;
}

const text = (value: string, isError = false) => ({ content: [{ type: 'text' as const, text: value }], ...(isError ? { isError: true } : {}) });

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

/** Builds one server instance (one per request in 2026-07-28, one per session in 2025-11-25). */
export function createHelpDesk({ store, codec, finishedSignIns, board, taskStepMs }: HelpDeskOptions, origin: string): McpServer {
  const server = new McpServer(
    { name: 'help-desk', title: 'Help desk (demo)', version: '1.0.0' },
    { capabilities: { tools: {}, extensions: { [TASKS_EXTENSION]: {} } }, requestState: { verify: codec.verify } },
  );
  board.install(server.server);

  /** The verified state of this round, or undefined on a first call; refuses state minted for another tool. */
  const stateFor = (tool: string, ctx: ServerContext): RoundState | undefined => {
    const state = ctx.mcpReq.requestState<RoundState>();
    if (state === undefined) return undefined;
    if (typeof state !== 'object' || state === null || state.tool !== tool) {
      throw new Error(`This requestState belongs to another tool, not ${tool}.`);
    }
    return state;
  };
  const ask = async (tool: string, ctx: ServerContext, inputRequests: Parameters<typeof inputRequired>[0]['inputRequests'], state: object = {}) =>
    inputRequired({ inputRequests, requestState: await codec.mint({ tool, ...state }, ctx) });

  /** Whether this request's client can be asked anything (2026: per request; 2025: per session). */
  const canAsk = (ctx: ServerContext): boolean => {
    // The SDK types the envelope as {}; it carries the reserved keys as received.
    const envelope = (ctx.mcpReq.envelope as { 'io.modelcontextprotocol/clientCapabilities'?: { elicitation?: object } } | undefined)?.[
      'io.modelcontextprotocol/clientCapabilities'
    ];
    const capabilities = envelope ?? server.server.getClientCapabilities();
    return capabilities?.elicitation !== undefined;
  };

  const missing = (id: string) => text(`There is no ticket ${id}. Tickets are ${Object.keys(store.data.tickets).join(', ') || 'none'}.`, true);
  const note = (id: string, entry: string) => store.update((data) => void data.tickets[id].history.push({ at: new Date().toISOString(), text: entry }));

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
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
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
        const answer = inputResponse(ctx.mcpReq.inputResponses, 'agent');
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
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
      if (answer.kind !== 'elicit' || answer.action !== 'accept' || answer.content?.confirm !== true) {
        const why = answer.kind !== 'elicit' ? 'no answer' : answer.action === 'accept' ? 'not confirmed' : `the user chose ${answer.action}`;
        return text(`${id} was not deleted (${why}).`);
      }
      await store.update((data) => void delete data.tickets[id]);
      return text(`Deleted ${id}.`);
    },
  );

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
        const answer = inputResponse(ctx.mcpReq.inputResponses, 'customer');
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

  server.registerTool('connect_billing', { description: 'Connect the billing provider: the person signs in on its own page.', inputSchema: z.object({}) }, async (_args, ctx) => {
    const state = stateFor('connect_billing', ctx);
    const flow = typeof state?.flow === 'string' ? state.flow : randomUUID();
    if (state) {
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'signin');
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

  server.registerTool('kitchen_sink', { description: 'One form with every field kind and format, to try the renderer.', inputSchema: z.object({}) }, async (_args, ctx) => {
    if (!stateFor('kitchen_sink', ctx)) return ask('kitchen_sink', ctx, { form: inputRequired.elicit(kitchenSink as never) });
    const answer = inputResponse(ctx.mcpReq.inputResponses, 'form');
    if (answer.kind !== 'elicit') return text('No answer.', true);
    return text(answer.action === 'accept' ? `Received: ${JSON.stringify(answer.content)}` : `The user chose ${answer.action}.`);
  });

  registerBackgroundTools(server, { store, board, stepMs: taskStepMs, ask, stateFor });

  server.registerTool(
    'list_tickets',
    { description: 'List the tickets with status, assignee and history.', inputSchema: z.object({}), annotations: { readOnlyHint: true } },
    async () => text(JSON.stringify(Object.values(store.data.tickets))),
  );

  return server;
}
