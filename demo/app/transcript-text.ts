// The words of the demo's transcript: the scenarios the composer offers, each JSON-RPC message of
// the Wire view in a line, and a tool's result as text.
import type { McpResult } from '../../src/adapter/index.js';
import type { WireEntry } from './wire.js';

export interface Scenario {
  label: string;
  tool: string;
  args: { [key: string]: unknown };
}

export const SCENARIOS: Scenario[] = [
  { label: 'Close T-1', tool: 'close_ticket', args: { id: 'T-1' } },
  { label: 'Assign T-2, let me pick', tool: 'assign_ticket', args: { id: 'T-2' } },
  { label: 'Delete T-4', tool: 'delete_ticket', args: { id: 'T-4' } },
  { label: 'New customer with typos', tool: 'create_customer', args: { name: 'A', email: 'ada.example.com' } },
  { label: 'Connect billing', tool: 'connect_billing', args: {} },
  { label: 'Every field kind', tool: 'kitchen_sink', args: {} },
];

type Message = { id?: unknown; method?: string; params?: { [key: string]: unknown }; result?: { resultType?: string }; error?: { code: number } };

/** "→ tools/call #3, retry with inputResponses and requestState", "← #3 input_required", … */
export function describeWire(entry: WireEntry): string {
  const m = entry.message as Message;
  const arrow = entry.direction === 'out' ? '→' : '←';
  if (entry.hop === 'page-host') {
    const p = entry.message as { POST?: string; questions?: object; token?: string; result?: unknown; error?: { name: string }; worker?: string };
    if (p.POST) return `page → host: POST ${p.POST}${p.token ? ` with the answers and the token` : ''}`;
    // With the host on several workers (npm start -- --workers 2), which one replied.
    const host = p.worker ? `host (${p.worker})` : 'host';
    if (p.error) return `page ← ${host}: ${p.error.name}`;
    if (p.questions) return `page ← ${host}: ${Object.keys(p.questions).length} question(s) and a sealed token (${p.token?.length ?? 0} characters)`;
    return `page ← ${host}: the result`;
  }
  if (entry.hop === 'page-relay') {
    const p = entry.message as { POST?: string; result?: { action?: string }; event?: string; reason?: string; status?: number; error?: string; worker?: string };
    const relay = p.worker ? `relay (${p.worker})` : 'relay';
    if (p.POST) return `page → relay: POST ${p.POST} the answer (${p.result?.action ?? '?'})`;
    if (p.event === 'question') return `page ← ${relay}: the server's question`;
    if (p.event === 'end') return `page ← ${relay}: the question ended (${p.reason ?? '?'})`;
    return `page ← ${relay}: ${p.status === 200 ? 'answer taken' : `${p.status} ${p.error ?? ''}`.trim()}`;
  }
  if (entry.hop === 'host-server') return `host ⇄ MCP server: ${describeWire({ direction: entry.direction, message: entry.message })}`;
  const id = m.id === undefined ? '' : ` #${String(m.id)}`;
  if (m.method) {
    const retry = [m.params?.inputResponses ? 'inputResponses' : '', typeof m.params?.requestState === 'string' ? 'requestState' : ''].filter(Boolean);
    const name = typeof m.params?.name === 'string' ? ` ${m.params.name}` : '';
    return `${arrow} ${m.method}${name}${id}${retry.length ? `, retry with ${retry.join(' and ')}` : ''}`;
  }
  if (m.error) return `${arrow} error${id} (${m.error.code})`;
  return `${arrow} result${id}${m.result?.resultType ? ` (${m.result.resultType})` : ''}`;
}

export const textOf = (result: McpResult): string =>
  ((result.content as { type: string; text?: string }[] | undefined) ?? []).map((c) => (c.type === 'text' ? c.text : `[${c.type}]`)).join('\n') || JSON.stringify(result);
