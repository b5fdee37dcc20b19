// The extensions (OpenAI's form extension, core file inputs), as the guide shows them. Regions are copied by `npm run examples`.
// #region turnOn sdk
import { elicit } from 'mcp-elicit';
// #endregion
// #region turnOn
import { type ElicitExtensions, type ElicitRequestParams } from 'mcp-elicit';
// #endregion
// #region adapter
import { callWithInputs, type ElicitHandler, type McpRequest, type Send } from 'mcp-elicit/adapter';
// #endregion
// #region sdk
import { z } from 'zod';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { clientCapabilities, createElicitationHandler } from 'mcp-elicit/adapter';
// #endregion

// What a host brings itself.
// #region turnOn
declare function uploadToMyStorage(file: File, field: { name: string; title: string }): Promise<string>; // yours: a URI the server can read
declare function openPreviewPanel(uri: string, option: { title: string }): void; // yours: e.g. an MCP App in a panel
declare const params: ElicitRequestParams; // the question, as the adapter hands it over
declare const container: HTMLElement; // where the question appears
// #endregion
// #region adapter
declare const send: Send; // your transport
declare const request: McpRequest; // e.g. { method: 'tools/call', params: { name: 'inspect_part', arguments: {} } }
declare const ask: ElicitHandler; // shows each question, e.g. (params, ctx) => elicit(params, { signal: ctx.signal, extensions })
// #endregion

export async function turnOn() {
  // #region turnOn
  const extensions: ElicitExtensions = {
    // true, or the hooks only the host can provide (below)
    openai: { upload: uploadToMyStorage, preview: openPreviewPanel },
    files: true,
  };

  // In the page: elicit() or the `extensions` property of <mcp-elicitation> / <mcp-elicitation-form>
  const result = await elicit(params, { container, extensions });
  // #endregion
  return result;
}

export async function adapter() {
  // #region adapter
  // 2026-07-28: the adapter puts extensions["openai/elicitation"] = { form: {} } (openai) and
  // fileInputs: {} (files, SEP-2356) in the client capabilities of every attempt's _meta envelope.
  const result = await callWithInputs(send, request, { elicit: ask, extensions: { openai: true, files: true } });
  // #endregion
  return result;
}

export async function sdk() {
  // #region sdk
  const extensions = { openai: true, files: true }; // the same object as the page's
  const client = new Client({ name: 'help-desk-ui', version: '1.0.0' }, { capabilities: clientCapabilities({ extensions }) });
  const handler = createElicitationHandler({ elicit: (params, options) => elicit(params, { ...options, extensions }), extensions });
  // Loose params: the SDK's own schema for elicitation/create drops keys it does not know,
  // x-mcp-file among them, so a file field would reach the page as a plain URI field.
  client.setRequestHandler('elicitation/create', { params: z.looseObject({}) }, (params, ctx) => handler({ params }, ctx));
  client.setRequestHandler('openai/elicitation/create', { params: z.looseObject({}) }, handler.openai!);
  await client.connect(new StreamableHTTPClientTransport(new URL('https://parts.example.com/mcp')));
  // #endregion
  return client;
}
