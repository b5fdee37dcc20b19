// mcp-elicit/adapter, as the README and its JSDoc show it. Regions are copied by `npm run examples`.
// #region sdkAuto sdkManual
import { Client } from '@modelcontextprotocol/client';
// #endregion
// #region sdk1
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
// #endregion
// #region callWithInputs sdkAuto sdkManual
import { elicit } from 'mcp-elicit';
// #endregion
// #region callWithInputs sdkManual
import { callWithInputs } from 'mcp-elicit/adapter';
// #endregion
// #region sdkAuto sdk1
import { createElicitationHandler } from 'mcp-elicit/adapter';
// #endregion
// #region rawSend
import type { Send } from 'mcp-elicit/adapter';
// #endregion
import type { Transport } from '@modelcontextprotocol/client';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import type { McpRequest } from 'mcp-elicit/adapter';

declare const send: Send;
declare const messageElement: HTMLElement;
declare const transport: Transport;
declare const request: McpRequest;

export async function loop() {
  // #region callWithInputs
  const result = await callWithInputs(send, { method: 'tools/call', params: { name: 'close_ticket', arguments: { id: 'T-1' } } }, {
    elicit: (params, ctx) =>
      elicit(params, {
        container: messageElement, // inline in the chat message
        signal: ctx.signal, // aborting the call closes the form
        values: ctx.previous, // a corrections round pre-fills what the person typed
        repeated: ctx.repeated, // the same URL asked again: "I've finished / Open again"
        server: { name: 'Help desk', origin: 'https://helpdesk.example.com' },
      }),
  });
  // #endregion
  return result;
}

export function rawTransport(): Send {
  // #region rawSend
  let nextId = 1;
  const send: Send = async ({ method, params }, { signal }) => {
    const response = await fetch('https://helpdesk.example.com/mcp', {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': method,
        'mcp-name': String(params.name ?? params.uri ?? params.taskId), // base64-encode non-ASCII names: =?base64?…?=
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
    const reply = await response.json(); // read the matching event instead if the server streams (text/event-stream)
    if (reply.error) throw reply.error;
    return reply.result;
  };
  // #endregion
  return send;
}

export async function sdkAuto() {
  // #region sdkAuto
  const client = new Client({ name: 'help-desk-ui', version: '1.0.0' }, {
    capabilities: { elicitation: { form: {}, url: {} } },
    versionNegotiation: { mode: 'auto' }, // without it the v2 client stays on 2025-11-25
  });
  client.setRequestHandler('elicitation/create', createElicitationHandler({
    elicit: (params, options) => elicit(params, { ...options, server: { name: 'Help desk' } }), // options: signal, repeated
  }));
  await client.connect(transport);
  const result = await client.callTool({ name: 'close_ticket', arguments: { id: 'T-1' } });
  // #endregion
  return result;
}

export async function sdkManual() {
  // #region sdkManual
  const client = new Client({ name: 'help-desk-ui', version: '1.0.0' }, {
    capabilities: { elicitation: { form: {}, url: {} } },
    versionNegotiation: { mode: 'auto' },
    inputRequired: { autoFulfill: false },
  });
  await client.connect(transport);
  // The SDK types requests per method; callWithInputs sends tools/call, prompts/get or resources/read.
  const send: Send = (request, { signal }) => client.request(request as { method: 'tools/call' }, { signal, allowInputRequired: true });
  const result = await callWithInputs(send, request, {
    elicit: (params, ctx) => elicit(params, { signal: ctx.signal, values: ctx.previous, repeated: ctx.repeated }),
    envelope: false, // the SDK adds the 2026-07-28 _meta envelope itself
  });
  // #endregion
  return result;
}

export function sdk1(client: ClientV1) {
  // #region sdk1
  client.setRequestHandler(ElicitRequestSchema, createElicitationHandler({ elicit }));
  // #endregion
}

export function handlerDoc(client: Client) {
  // #region handler
  client.setRequestHandler('elicitation/create', createElicitationHandler({
    elicit: (params, options) => elicit(params, { ...options, server: { name: 'Help desk' } }), // options: signal, repeated
  }));
  // #endregion
}
