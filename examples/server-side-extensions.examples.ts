// Extensions on the server (docs/adapter/server-side.mdx, "Extensions on the server"): the steps,
// the relay and the page, each given the same `extensions` object. Type-checked with Node's types
// (tsconfig.node.json). Regions are copied by `npm run examples`.
// #region extensionsSteps
import { continueCall, startCall, type ElicitExtensions, type ElicitResult, type Pending, type Send } from 'mcp-elicit/adapter';
// #endregion
// #region extensionsRelay
import { z } from 'zod';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { clientCapabilities, createElicitationHandler, createRelay } from 'mcp-elicit/adapter';
// #endregion

// #region extensionsSteps
declare const send: Send; // one JSON-RPC request to the MCP server
declare const pending: Pending; // a step's pending state (from openPending, in the next request)
declare const answers: { [key: string]: ElicitResult }; // the page's answers to that step's questions
// #endregion

export async function extensionsSteps() {
  // #region extensionsSteps
  // What the person's page renders; the page's answerInputs (or connectRelay) gets the same object.
  const extensions: ElicitExtensions = { openai: true, files: true };

  // Declared to the server on every attempt; an openai/elicitation question reaches the page as
  // elicitation/create in the 2026-07-28 shape, and its answer is checked against the extension's
  // schema (pattern, the offered resources, a file's maxSize and accept) before it is sent.
  const step = await startCall(send, { method: 'tools/call', params: { name: 'pick_part', arguments: {} } }, { extensions });
  const next = await continueCall(send, pending, answers, { extensions });
  // #endregion
  return [step, next];
}

export function extensionsRelay() {
  // #region extensionsRelay
  const extensions = { openai: true, files: true };
  // The relay checks the page's answers against the extension's schema, as continueCall does.
  const relay = createRelay({ extensions });

  async function connectFor(user: string) {
    // A session declares what it can do once, in its capabilities.
    const client = new Client({ name: 'my-host', version: '1.0.0' }, { capabilities: clientCapabilities({ extensions }) });
    const handler = createElicitationHandler({ elicit: relay.elicitFor(user), extensions });
    client.setRequestHandler('elicitation/create', handler);
    // 2025-11-25 servers ask with the extension's own method; the page gets it in the 2026-07-28 shape.
    client.setRequestHandler('openai/elicitation/create', { params: z.looseObject({}) }, handler.openai!);
    await client.connect(new StreamableHTTPClientTransport(new URL('https://mcp.example.com/mcp')));
    return client;
  }
  // #endregion
  return connectFor;
}
