// An MCP server that asks with OpenAI's form extension (openai/elicitation), for the adapter's
// tests, on the v2 SDK: over HTTP on 127.0.0.1 it speaks 2026-07-28 (input_required, the schema in
// `_meta["openai/elicitation"]`); over stdio it also serves 2025-11-25 clients, which it asks with
// the server-initiated method `openai/elicitation/create`. Each tool answers with what it received.
import type { ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { McpServer, inputRequired, inputResponse, type ServerContext } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { startRecordingServer, type RecordingServer } from './recording.js';

export const OPENAI = 'openai/elicitation';
const text = (value: string, isError = false) => ({ content: [{ type: 'text' as const, text: value }], ...(isError ? { isError } : {}) });

/** The extension's schemas, one per tool (the spec's own examples). */
export const SCHEMAS = {
  pick_part: {
    type: 'object',
    properties: {
      part: {
        type: 'string',
        title: 'Reference file',
        format: 'uri',
        'x-openai-input': {
          type: 'resource',
          options: [
            { uri: 'cad://parts/hex-bolt', name: 'hex-bolt', title: 'M6 hex bolt', _meta: { 'openai/thumbnail': { src: 'https://example.com/hex-bolt.png' } } },
            { uri: 'cad://parts/washer', name: 'washer', title: 'M6 washer' },
          ],
        },
      },
    },
    required: ['part'],
  },
  pick_parts: {
    type: 'object',
    properties: {
      parts: {
        type: 'array',
        items: { type: 'string', format: 'uri' },
        'x-openai-input': {
          type: 'resource',
          selection: 'explicit',
          options: [
            { uri: 'cad://parts/hex-bolt', name: 'hex-bolt', title: 'M6 hex bolt' },
            { uri: 'cad://parts/washer', name: 'washer', title: 'M6 washer' },
          ],
        },
        default: ['cad://parts/hex-bolt'],
      },
    },
  },
  project_code: {
    type: 'object',
    properties: {
      code: {
        type: 'string',
        title: 'Project code',
        pattern: '^[A-Z]{3}-\\d{4}$',
        'x-openai-suggestions': [{ const: 'CAD-2026', title: 'This year', description: 'The current project' }],
      },
    },
    required: ['code'],
  },
} as const;
type ToolName = keyof typeof SCHEMAS;

/** How the 2026-07-28 tools put their question: as the spec says, or as an `openai/elicitation/create` entry (both carry the schema). */
const READINGS = ['spec', 'method-meta', 'method-legacy'] as const;

const declared = (capabilities: unknown): boolean => {
  const extensions = (capabilities as { extensions?: Record<string, { form?: unknown }> } | undefined)?.extensions;
  return typeof extensions?.[OPENAI]?.form === 'object';
};

function inputRequest(name: ToolName, reading: (typeof READINGS)[number]) {
  const message = `Answer ${name}`;
  const schema = SCHEMAS[name];
  const inMeta = { mode: 'form', message, requestedSchema: { type: 'object', properties: {} }, _meta: { [OPENAI]: { requestedSchema: schema } } };
  if (reading === 'spec') return { method: 'elicitation/create', params: inMeta };
  if (reading === 'method-meta') return { method: 'openai/elicitation/create', params: inMeta };
  return { method: 'openai/elicitation/create', params: { mode: 'form', message, requestedSchema: schema } };
}

const ElicitResultSchema = z.object({ action: z.enum(['accept', 'decline', 'cancel']), content: z.record(z.string(), z.unknown()).optional() });

function build(server: McpServer): McpServer {
  for (const name of Object.keys(SCHEMAS) as ToolName[]) {
    server.registerTool(
      name,
      { description: `Asks with openai/elicitation: ${name}`, inputSchema: z.object({ reading: z.enum(READINGS).optional() }) },
      async (_args, ctx: ServerContext) => {
        const capabilities = server.server.getClientCapabilities();
        if (!declared(capabilities)) return text(`the client did not declare ${OPENAI}`, true);
        if (ctx.mcpReq.envelope && Object.keys(ctx.mcpReq.envelope).length) {
          // 2026-07-28: MRTR (the spec: the client declared form elicitation and the extension on this request).
          const answer = inputResponse(ctx.mcpReq.inputResponses, 'q');
          if (answer.kind === 'missing') return inputRequired({ inputRequests: { q: inputRequest(name, 'spec') as never } });
          return text(JSON.stringify(answer.kind === 'elicit' ? { action: answer.action, content: answer.content } : answer));
        }
        // 2025-11-25: the legacy method, server-initiated.
        const result = await ctx.mcpReq.send(
          { method: 'openai/elicitation/create', params: { mode: 'form', message: `Answer ${name}`, requestedSchema: SCHEMAS[name] } },
          ElicitResultSchema,
        );
        return text(JSON.stringify(result));
      },
    );
  }
  return server;
}

const factory = () => build(new McpServer({ name: 'openai-form-test-server', version: '1.0.0' }, { capabilities: { tools: {} } }));

export type OpenAIServer = RecordingServer;

type Rpc = { id?: unknown; method?: string; params?: { name?: ToolName; arguments?: { reading?: string }; inputResponses?: { q?: unknown }; _meta?: Record<string, unknown> } };

/**
 * The readings the SDK will not send (it refuses an `inputRequests` entry of a method the 2026-07-28
 * revision does not define), answered by hand: an `openai/elicitation/create` entry, its schema in
 * `_meta` or in `requestedSchema`. True when it answered.
 */
function answerRaw(message: unknown, res: ServerResponse): boolean {
  const rpc = message as Rpc;
  const reading = rpc?.params?.arguments?.reading;
  if (rpc?.method !== 'tools/call' || (reading !== 'method-meta' && reading !== 'method-legacy') || !rpc.params?.name || !(rpc.params.name in SCHEMAS)) return false;
  const reply = (result: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: rpc.id, result }));
  if (!declared(rpc.params._meta?.['io.modelcontextprotocol/clientCapabilities'])) reply(text(`the client did not declare ${OPENAI}`, true));
  else if (rpc.params.inputResponses?.q === undefined) reply({ resultType: 'input_required', inputRequests: { q: inputRequest(rpc.params.name, reading) } });
  else reply(text(JSON.stringify(rpc.params.inputResponses.q)));
  return true;
}

/** The 2026-07-28 server on its own port on 127.0.0.1. */
export const startOpenAIServer = (): Promise<OpenAIServer> => startRecordingServer(factory, answerRaw);

// `node --import tsx test/servers/openai-server.ts stdio`: the same tools over stdio, for 2025-11-25 clients too.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === 'stdio') {
  serveStdio(factory, { legacy: 'serve' });
}
