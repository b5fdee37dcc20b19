// mcp-elicit/adapter, as the README and its JSDoc show it. Regions are copied by `npm run examples`.
// #region sdkAuto sdkManual extTasks completeNotification paramHeaders openaiExtension
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
// #endregion
// #region sdk1
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
// #endregion
// #region callWithInputs sdkAuto sdkManual sdk1 tasks resumeTask extTasks completeNotification openaiExtension
import { elicit } from 'mcp-elicit';
// #endregion
// #region callWithInputs sdkManual tasks
import { callWithInputs } from 'mcp-elicit/adapter';
// #endregion
// #region resumeTask
import { resumeTask } from 'mcp-elicit/adapter';
// #endregion
// #region extTasks
import { createApplicationInputHandler, createTaskSessionFromClient, resultFromTaskOutcome, type RawClientDispatch } from '@modelcontextprotocol/ext-tasks/client';
// #endregion
// #region sdkAuto sdk1 extTasks completeNotification openaiExtension
import { createElicitationHandler } from 'mcp-elicit/adapter';
// #endregion
// #region rawSend sdkManual callWithInputs tasks resumeTask
import type { Send } from 'mcp-elicit/adapter';
// #endregion
// #region paramHeaders
import { withParamHeaders, type ToolDefinition } from 'mcp-elicit/adapter';
// #endregion
// #region tasks
import type { TaskProgress } from 'mcp-elicit/adapter';
// #endregion
// #region sdk1
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
// #endregion
// #region openaiExtension
import { clientCapabilities } from 'mcp-elicit/adapter';
import { z } from 'zod';
// #endregion

// What a host brings itself: each sample that uses one shows its declaration, with where it comes from.
// #region callWithInputs tasks resumeTask
declare const send: Send; // your transport: one JSON-RPC request in, its result out (a few lines of fetch, or an SDK client: see "callWithInputs and the SDKs")
declare const messageElement: HTMLElement; // where the chat shows this call, for the question to appear inline
// #endregion
// #region tasks
declare function showTaskStatus(task: TaskProgress): void; // yours: the task's status in your page
// #endregion
// #region extTasks
declare const rawDispatch: RawClientDispatch; // yours: see @modelcontextprotocol/ext-tasks
// #endregion
// #region sdk1
declare const client: ClientV1; // your connected 1.x client
// #endregion

export async function loop() {
  // #region callWithInputs
  const result = await callWithInputs(
    send,
    { method: 'tools/call', params: { name: 'close_ticket', arguments: { id: 'T-1' } } },
    {
      elicit: (params, ctx) =>
        elicit(params, {
          container: messageElement, // inline in the chat message
          signal: ctx.signal, // aborting the call closes the form
          values: ctx.previous, // a corrections round pre-fills what the person typed
          repeated: ctx.repeated, // the same URL asked again: "I've finished / Open again"
          server: { name: 'Help desk', origin: 'https://helpdesk.example.com' },
        }),
    },
  );
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
  const client = new Client(
    { name: 'help-desk-ui', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {}, url: {} } },
      versionNegotiation: { mode: 'auto' }, // without it the v2 client stays on 2025-11-25
    },
  );
  client.setRequestHandler(
    'elicitation/create',
    createElicitationHandler({
      elicit: (params, options) => elicit(params, { ...options, server: { name: 'Help desk' } }), // options: signal, repeated
    }),
  );
  await client.connect(new StreamableHTTPClientTransport(new URL('https://helpdesk.example.com/mcp')));
  const result = await client.callTool({ name: 'close_ticket', arguments: { id: 'T-1' } });
  // #endregion
  return result;
}

export async function sdkManual() {
  // #region sdkManual
  const client = new Client(
    { name: 'help-desk-ui', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {}, url: {} } },
      versionNegotiation: { mode: 'auto' },
      inputRequired: { autoFulfill: false },
    },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL('https://helpdesk.example.com/mcp')));
  // The SDK types requests per method; callWithInputs sends tools/call, prompts/get or resources/read.
  const send: Send = (request, { signal }) => client.request(request as { method: 'tools/call' }, { signal, allowInputRequired: true });
  const request = { method: 'tools/call', params: { name: 'close_ticket', arguments: { id: 'T-1' } } } as const;
  const result = await callWithInputs(send, request, {
    elicit: (params, ctx) => elicit(params, { signal: ctx.signal, values: ctx.previous, repeated: ctx.repeated }),
    envelope: false, // the SDK adds the 2026-07-28 _meta envelope itself
  });
  // #endregion
  return result;
}

export function sdk1() {
  // #region sdk1
  client.setRequestHandler(ElicitRequestSchema, createElicitationHandler({ elicit }));
  // #endregion
}

export function handlerDoc(client: Client) {
  // #region handler
  client.setRequestHandler(
    'elicitation/create',
    createElicitationHandler({
      elicit: (params, options) => elicit(params, { ...options, server: { name: 'Help desk' } }), // options: signal, repeated
    }),
  );
  // #endregion
}

export async function tasks() {
  // #region tasks
  const result = await callWithInputs(
    send,
    { method: 'tools/call', params: { name: 'export_report', arguments: { month: 'October' } } },
    {
      elicit: (params, ctx) =>
        elicit(params, {
          container: messageElement,
          signal: ctx.signal, // closes the form when the task ends or the call stops
          task: ctx.task, // "From a background task: ‹status›"
          persist: ctx.task && { key: `${ctx.task.taskId}:${ctx.key}` }, // what the person typed survives a reload
          server: { name: 'Reports' },
        }),
      tasks: {
        // The host learns the task id at once: keep it (and what was answered) where a reload finds it.
        onTask: (task) => {
          if (task.status === 'completed' || task.status === 'failed' || task.status === 'cancelled') sessionStorage.removeItem('report-task');
          else sessionStorage.setItem('report-task', JSON.stringify(task));
          showTaskStatus(task);
        },
      },
    },
  );
  // #endregion
  return result;
}

export async function resume() {
  // #region resumeTask
  const stored = JSON.parse(sessionStorage.getItem('report-task') ?? 'null');
  if (stored) {
    const result = await resumeTask(send, stored.taskId, {
      elicit: (params, ctx) => elicit(params, { container: messageElement, task: ctx.task, persist: { key: `${stored.taskId}:${ctx.key}` } }),
      tasks: { answered: stored.answered, onTask: (task) => sessionStorage.setItem('report-task', JSON.stringify(task)) },
    });
  }
  // #endregion
}

export async function extTasks() {
  // #region extTasks
  const client = new Client(
    { name: 'help-desk-ui', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {}, url: {} } },
      versionNegotiation: { mode: 'auto' },
    },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL('https://helpdesk.example.com/mcp')));
  const session = createTaskSessionFromClient(client, {
    endpointId: 'reports',
    rawDispatch, // ext-tasks sends 2026-07-28 task traffic through a path the host owns
    v2RequestFraming: { protocolVersion: '2026-07-28', clientInfo: { name: 'help-desk-ui', version: '1.0.0' }, clientCapabilities: { elicitation: { form: {}, url: {} } } },
    onInputRequest: createApplicationInputHandler({
      elicitation: createElicitationHandler({ elicit: (params, options) => elicit(params, { ...options, server: { name: 'Reports' } }) }), // options: signal, repeated, task
      sampling: () => Promise.reject(new Error('This host does not sample.')),
      roots: async () => ({ roots: [] }),
    }),
  });
  const execution = await session.callTool('export_report', { month: 'October' });
  const result = resultFromTaskOutcome((await execution.settle()).outcome);
  // #endregion
  return result;
}

// #region completeNotification
export function completeNotification(client: Client) {
  const handler = createElicitationHandler({ elicit });
  client.setRequestHandler('elicitation/create', handler);
  // 2025-11-25: the server says a URL interaction is done; its open consent closes as done.
  client.setNotificationHandler('notifications/elicitation/complete', handler.complete);
}
// #endregion

// #region paramHeaders
export async function paramHeaders(client: Client, url: URL) {
  let tools: ToolDefinition[] = [];
  // Every tools/call the transport posts carries the Mcp-Param-* headers of its tool's marked arguments.
  await client.connect(new StreamableHTTPClientTransport(url, { fetch: withParamHeaders(fetch, (name) => tools.find((t) => t.name === name)) }));
  tools = (await client.listTools()).tools as ToolDefinition[];
}
// #endregion

export async function openaiExtension() {
  // #region openaiExtension
  const extensions = { openai: true }; // the same object for the adapter and the elements (or { openai: { upload, preview } })
  const client = new Client(
    { name: 'help-desk-ui', version: '1.0.0' },
    { capabilities: clientCapabilities({ extensions }), versionNegotiation: { mode: 'auto' } }, // declares extensions["openai/elicitation"] = { form: {} }
  );
  const handler = createElicitationHandler({ elicit: (params, options) => elicit(params, { ...options, extensions }), extensions });
  client.setRequestHandler('elicitation/create', handler); // 2026-07-28: the schema in _meta["openai/elicitation"]
  client.setRequestHandler('openai/elicitation/create', { params: z.looseObject({}) }, handler.openai!); // 2025-11-25: the extension's own method
  await client.connect(new StreamableHTTPClientTransport(new URL('https://helpdesk.example.com/mcp')));
  // #endregion
  return client;
}
