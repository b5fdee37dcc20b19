// A raw Streamable HTTP `send` for the adapter, as a host without an SDK would write it: the demo
// page's background tasks and parallel calls use it, and so do the tests and the bench, in Node and
// in Chromium. It lives in support/, which imports only from src/, so tidying the demo never breaks
// the adapter's tests.
import type { Send } from '../src/adapter/index.js';

export interface SentMessage {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params: { [key: string]: unknown };
}

/** `Mcp-Name` carries `params.name` (or `uri`, or a task's `taskId`); non-ASCII goes base64-encoded as the spec says. */
function headerValue(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const bytes = new TextEncoder().encode(value);
  return `=?base64?${btoa(String.fromCharCode(...bytes))}?=`;
}

/** The data of one server-sent event (its `data:` lines joined), '' when it has none. */
export function eventData(event: string): string {
  return event
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
}

/** Reads the JSON-RPC response with `id` from a JSON body or an SSE stream. */
async function readResponse(response: Response, id: number): Promise<{ result?: unknown; error?: { code: number; message: string; data?: unknown } }> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/event-stream')) {
    const text = await response.text();
    for (const event of text.split(/\r?\n\r?\n/)) {
      const data = eventData(event);
      if (!data) continue;
      const message = JSON.parse(data);
      if (message.id === id) return message;
    }
    throw new Error(`The server's event stream ended without a response to request ${id}.`);
  }
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
}

/**
 * A `send` over fetch to `url`, numbering requests from 1; `onSend` sees every message before it
 * leaves; `fetchImpl` replaces fetch (the demo's records the wire).
 */
export function rawHttpSend(url: string, onSend?: (message: SentMessage) => void, fetchImpl: typeof fetch = fetch): Send {
  let nextId = 1;
  return async (request, { signal }) => {
    const message: SentMessage = { jsonrpc: '2.0', id: nextId++, method: request.method, params: request.params };
    onSend?.(message);
    const name = request.params.name ?? request.params.uri ?? request.params.taskId;
    const response = await fetchImpl(url, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': request.method,
        ...(typeof name === 'string' ? { 'mcp-name': headerValue(name) } : {}),
      },
      body: JSON.stringify(message),
    });
    const reply = await readResponse(response, message.id);
    if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.result;
  };
}
