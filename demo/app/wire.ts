// Records every JSON-RPC message the MCP client sends and receives, for the Wire panel.
import { eventData } from '../../support/raw-send.js';

export interface WireEntry {
  /** `out`: the page to the server; `in`: the server to the page. */
  direction: 'out' | 'in';
  message: unknown;
  /**
   * With the MCP client on the server: `page-host` is the page's request to the host and its
   * reply (not JSON-RPC), `host-server` the host's JSON-RPC with the MCP server, `page-relay` a
   * 2025-11-25 server's question coming to the page through the host's relay, and the page's answer.
   * Absent: the page's own JSON-RPC with the MCP server.
   */
  hop?: 'page-host' | 'host-server' | 'page-relay';
}

export type WireSink = (entry: WireEntry) => void;

/** Reads JSON-RPC messages out of an event stream as it arrives. */
async function readEvents(stream: ReadableStream<Uint8Array>, sink: WireSink): Promise<void> {
  const decoder = new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>;
  const reader = stream.pipeThrough(decoder).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = eventData(event);
      if (!data) continue;
      try {
        record(JSON.parse(data), 'in', sink);
      } catch {
        // Not JSON: not a JSON-RPC message, nothing to show.
      }
    }
  }
}

function record(body: unknown, direction: WireEntry['direction'], sink: WireSink): void {
  for (const message of Array.isArray(body) ? body : [body]) sink({ direction, message });
}

/** A fetch that passes everything through unchanged and shows each JSON-RPC message to `sink()`. */
export function wireFetch(sink: () => WireSink | undefined): typeof fetch {
  return async (input, init) => {
    const out = sink();
    if (out && typeof init?.body === 'string') {
      try {
        record(JSON.parse(init.body), 'out', out);
      } catch {
        // Not JSON.
      }
    }
    const response = await fetch(input, init);
    const type = response.headers.get('content-type') ?? '';
    // The reply goes where its request went: a call that was in flight when the next turn began
    // (the tickets' refresh after a turn) is not counted in that turn.
    const into = out ?? sink();
    if (!into || !response.body) return response;
    if (type.includes('text/event-stream')) {
      const [mine, theirs] = response.body.tee();
      void readEvents(mine, into).catch(() => undefined);
      return new Response(theirs, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
    if (type.includes('application/json')) {
      void response
        .clone()
        .json()
        .then((body) => record(body, 'in', into))
        .catch(() => undefined);
    }
    return response;
  };
}
