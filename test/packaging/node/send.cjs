// A fetch-based `send` for the adapter (Streamable HTTP, JSON or event-stream answers).
let nextId = 1;
exports.sendTo =
  (url) =>
  async ({ method, params }, { signal }) => {
    const id = nextId++;
    const response = await fetch(url, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': method,
        'mcp-name': String(params.name ?? params.uri ?? ''),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    });
    const text = await response.text();
    const messages = (response.headers.get('content-type') ?? '').includes('text/event-stream')
      ? text
          .split(/\n\n/)
          .map((e) =>
            e
              .split('\n')
              .filter((l) => l.startsWith('data:'))
              .map((l) => l.slice(5))
              .join(''),
          )
          .filter(Boolean)
          .map((d) => JSON.parse(d))
      : [JSON.parse(text)];
    const reply = messages.find((m) => m.id === id);
    if (reply.error) throw reply.error;
    return reply.result;
  };
