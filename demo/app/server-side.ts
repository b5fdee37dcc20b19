// "The MCP client runs on the server": a tool call through the demo host's step routes
// (demo/server/steps-host.ts). The page never holds the MCP client: it posts the tool, shows the
// questions it gets back with answerInputs, and posts the answers with the sealed token. The Wire
// view shows both hops: page ⇄ host, and the host's own JSON-RPC with the MCP server.
import { answerInputs } from '../../src/index.js';
import type { McpResult } from '../../src/adapter/index.js';
import type { AskOptions } from './session.js';

/** Names this page's conversation to the host: tokens sealed for it open only for it. */
const CONVERSATION = crypto.randomUUID();

export async function callThroughServer(tool: string, args: { [key: string]: unknown }, options: AskOptions): Promise<McpResult> {
  const post = async (path: string, body: { [key: string]: unknown }) => {
    options.wire({ direction: 'out', hop: 'page-host', message: { POST: path, ...body } });
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-demo-conversation': CONVERSATION }, body: JSON.stringify(body) });
    const reply = (await response.json()) as { questions?: never; token?: string; result?: McpResult; wire?: { direction: 'out' | 'in'; message: unknown }[]; error?: { name: string; message: string } };
    for (const entry of reply.wire ?? []) options.wire({ ...entry, hop: 'host-server' });
    const { wire: _wire, ...shown } = reply;
    options.wire({ direction: 'in', hop: 'page-host', message: shown });
    if (reply.error) throw new Error(`${reply.error.name}: ${reply.error.message}`);
    return reply;
  };
  let reply = await post('/api/steps/call', { tool, args });
  while (reply.questions) {
    const answers = await answerInputs(reply.questions, { container: options.container, keep: !!options.container, server: options.server, timeoutMs: options.timeoutMs });
    reply = await post('/api/steps/answer', { token: reply.token, answers });
  }
  return reply.result!;
}
