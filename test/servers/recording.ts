// A v2 SDK MCP server (2026-07-28, HTTP) on its own port on 127.0.0.1 that keeps every JSON-RPC
// body it receives, for tests that check what the client sent: the test servers' one way to start.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMcpHandler, type McpServer } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';

export interface RecordingServer {
  url: string;
  /** Every JSON-RPC request body received, in order. */
  received: unknown[];
  close(): Promise<void>;
}

/**
 * Serves a new server from `factory` for each session, refusing 2025-11-25 clients. `answerRaw`, when
 * given, sees each body first and may answer it itself (what the SDK will not send): true when it did.
 */
export async function startRecordingServer(factory: () => McpServer, answerRaw?: (message: unknown, res: ServerResponse) => boolean): Promise<RecordingServer> {
  const handler = toNodeHandler(createMcpHandler(factory, { legacy: 'reject' }));
  const received: unknown[] = [];
  const http: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const message: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
    received.push(message);
    if (!answerRaw?.(message, res)) await handler(req, res, message);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`, received, close: () => new Promise((resolve) => http.close(() => resolve())) };
}
