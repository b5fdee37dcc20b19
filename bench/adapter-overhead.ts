// The adapter's overhead per round: callWithInputs against the same requests sent by hand.
import { callWithInputs, type Send } from '../src/adapter/index.js';
import { createMrtrApp } from '../test/servers/mrtr-server.js';
import { median } from './stats.js';

export interface AdapterFigures {
  rounds: number;
  rawMedianMs: number;
  adapterMedianMs: number;
  overheadMs: number;
}

/**
 * One round of input_required answered by callWithInputs, against the same requests sent by hand,
 * both through the test server's fetch handler in this process (no sockets, no UI).
 */
export async function adapterOverhead(rounds: number): Promise<AdapterFigures> {
  const app = createMrtrApp();
  let id = 1;
  const post = async (method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const response = await app.fetch(
      new Request('http://127.0.0.1/mcp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2026-07-28',
          'mcp-method': method,
          'mcp-name': String(params.name),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: id++, method, params }),
      }),
    );
    const reply = (await response.json()) as { result?: Record<string, unknown>; error?: { message: string } };
    if (reply.error) throw new Error(reply.error.message);
    return reply.result!;
  };
  const envelope = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {}, url: {} } },
    'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
  };
  const params = { name: 'delete_file', arguments: { path: '/bench' } };
  const answer = { action: 'accept' as const, content: { confirm: true } };

  const raw = async () => {
    const first = await post('tools/call', { ...params, _meta: envelope });
    await post('tools/call', { ...params, _meta: envelope, inputResponses: { confirm: answer }, requestState: first.requestState });
  };
  const send: Send = (request) => post(request.method, request.params);
  const adapted = () => callWithInputs(send, { method: 'tools/call', params }, { elicit: async () => answer });

  const rawTimes: number[] = [];
  const adapterTimes: number[] = [];
  for (let i = 0; i < 20; i++) await Promise.all([raw(), adapted()]); // warm up
  for (let i = 0; i < rounds; i++) {
    // Interleaved, so drift in the machine's speed hits both alike.
    let t = performance.now();
    await raw();
    rawTimes.push(performance.now() - t);
    t = performance.now();
    await adapted();
    adapterTimes.push(performance.now() - t);
  }
  const rawMedianMs = median(rawTimes);
  const adapterMedianMs = median(adapterTimes);
  return { rounds, rawMedianMs, adapterMedianMs, overheadMs: adapterMedianMs - rawMedianMs };
}
