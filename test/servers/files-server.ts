// An MCP server that asks for a file (SEP-2356's draft `x-mcp-file`: a `format: "uri"` string the
// client fills with an RFC 2397 data: URI), for the adapter's tests, on the v2 SDK over HTTP on
// 127.0.0.1 (2026-07-28, input_required). As the SEP says, it keeps `x-mcp-file` only for a client
// that declared `fileInputs`; its tool answers with what it received.
import { z } from 'zod';
import { McpServer, inputRequired, inputResponse, type ServerContext } from '@modelcontextprotocol/server';
import { startRecordingServer, type RecordingServer } from './recording.js';

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

/** The question of `attach_scan`: one PNG or PDF of at most 64 bytes. */
export const SCAN_SCHEMA = {
  type: 'object',
  properties: {
    scan: { type: 'string', format: 'uri', title: 'Scan', 'x-mcp-file': { accept: ['image/png', '.pdf'], maxSize: 64 } },
  },
  required: ['scan'],
} as const;

/** The same schema as a server sends it to a client that did not declare `fileInputs`: a URI field. */
const stripped = { ...SCAN_SCHEMA, properties: { scan: { type: 'string', format: 'uri', title: 'Scan' } } };

function build(server: McpServer): McpServer {
  server.registerTool('attach_scan', { description: 'Asks for a scan (x-mcp-file)', inputSchema: z.object({}) }, async (_args, ctx: ServerContext) => {
    const files = !!(server.server.getClientCapabilities() as { fileInputs?: unknown } | undefined)?.fileInputs;
    const answer = inputResponse(ctx.mcpReq.inputResponses, 'q');
    if (answer.kind === 'missing') {
      return inputRequired({
        inputRequests: { q: { method: 'elicitation/create', params: { mode: 'form', message: 'Attach the scan', requestedSchema: files ? SCAN_SCHEMA : stripped } } as never },
      });
    }
    return text(JSON.stringify(answer.kind === 'elicit' ? { action: answer.action, content: answer.content } : answer));
  });
  return server;
}

export type FilesServer = RecordingServer;

/** The server on its own port on 127.0.0.1. */
export const startFilesServer = (): Promise<FilesServer> =>
  startRecordingServer(() => build(new McpServer({ name: 'files-test-server', version: '1.0.0' }, { capabilities: { tools: {} } })));
