// What every help-desk tool shares: the store, the round's verified state, asking (the state
// signed into requestState), and the words it answers with. Each tool is a file of its own in
// this folder; createHelpDesk (../helpdesk.ts) registers them all.
import { inputRequired, inputResponse, type McpServer, type RequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import type { Store } from '../store.js';

/** What a tool carries from one round to the next (signed, so the client cannot change it). */
export interface RoundState {
  tool: string;
  [key: string]: unknown;
}

export type InputRequests = Parameters<typeof inputRequired>[0]['inputRequests'];

export interface ToolKit {
  server: McpServer;
  store: Store;
  /** The verified state of this round, or undefined on a first call; refuses state minted for another tool. */
  stateFor(tool: string, ctx: ServerContext): RoundState | undefined;
  /** Asks the person (input_required), with `state` signed into the next round's requestState. */
  ask(tool: string, ctx: ServerContext, inputRequests: InputRequests, state?: object): Promise<ReturnType<typeof inputRequired>>;
  /** Whether this request's client can be asked anything (2026: per request; 2025: per session). */
  canAsk(ctx: ServerContext): boolean;
  /** The person's answer to `key` in this round. */
  responseTo(ctx: ServerContext, key: string): ReturnType<typeof inputResponse>;
  /** "There is no ticket …", as an error result. */
  missing(id: string): ToolText;
  /** Adds a line to a ticket's history. */
  note(id: string, entry: string): Promise<void>;
}

export type ToolText = { content: { type: 'text'; text: string }[]; isError?: true };

/** A tool's answer: one text, an error when `isError`. */
export const text = (value: string, isError = false): ToolText => ({ content: [{ type: 'text' as const, text: value }], ...(isError ? { isError: true as const } : {}) });

export function toolKit(server: McpServer, store: Store, codec: RequestStateCodec<RoundState>): ToolKit {
  return {
    server,
    store,
    stateFor: (tool, ctx) => {
      const state = ctx.mcpReq.requestState<RoundState>();
      if (state === undefined) return undefined;
      if (typeof state !== 'object' || state === null || state.tool !== tool) {
        throw new Error(`This requestState belongs to another tool, not ${tool}.`);
      }
      return state;
    },
    ask: async (tool, ctx, inputRequests, state = {}) => inputRequired({ inputRequests, requestState: await codec.mint({ tool, ...state }, ctx) }),
    canAsk: (ctx) => {
      // The SDK types the envelope as {}; it carries the reserved keys as received.
      const envelope = (ctx.mcpReq.envelope as { 'io.modelcontextprotocol/clientCapabilities'?: { elicitation?: object } } | undefined)?.[
        'io.modelcontextprotocol/clientCapabilities'
      ];
      const capabilities = envelope ?? server.server.getClientCapabilities();
      return capabilities?.elicitation !== undefined;
    },
    responseTo: (ctx, key) => inputResponse(ctx.mcpReq.inputResponses, key),
    missing: (id) => text(`There is no ticket ${id}. Tickets are ${Object.keys(store.data.tickets).join(', ') || 'none'}.`, true),
    note: (id, entry) => store.update((data) => void data.tickets[id].history.push({ at: new Date().toISOString(), text: entry })),
  };
}
