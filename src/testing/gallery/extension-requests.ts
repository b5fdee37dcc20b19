// What the gallery's extension cases (extensions.ts, extensions-hostile.ts) are made of.
export const server = { name: 'Gallery', origin: 'https://mcp.example.com' };

/**
 * A question written for OpenAI's form extension, as the 2026-07-28 reading has it (and the
 * extension's own helpers send it): the core schema empty, the real one in
 * `_meta["openai/elicitation"].requestedSchema`.
 */
export const openai = (message: string, properties: Record<string, unknown>, required: string[] = []) => ({
  mode: 'form',
  message,
  requestedSchema: { type: 'object', properties: {} },
  _meta: { 'openai/elicitation': { requestedSchema: { type: 'object', properties, required } } },
});
export const core = (message: string, properties: Record<string, unknown>, required: string[] = []) => ({
  mode: 'form',
  message,
  requestedSchema: { type: 'object', properties, required },
});

/** A 1×1 PNG, one teal pixel. */
export const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqLv/HwAFJgJ0wSmaTQAAAABJRU5ErkJggg==';
export const PARTS = [
  { uri: 'cad://parts/hex-bolt', name: 'hex-bolt', title: 'M6 hex bolt', description: 'Zinc plated, 30 mm.', _meta: { 'openai/thumbnail': { src: PIXEL } } },
  { uri: 'cad://parts/washer', name: 'washer', title: 'M6 washer' },
  { uri: 'cad://parts/spacer', name: 'spacer', title: 'Spacer' },
];
export const partOptions = PARTS.map((p) => ({ title: p.title, value: p.uri }));
export const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => ({ uri: `cad://parts/p${i + 1}`, name: `p${i + 1}`, title: `Part ${i + 1}` }));
export const INVOICE = { type: 'string', format: 'uri', title: 'Invoice', 'x-mcp-file': { accept: ['text/plain'], maxSize: 1024 } };

/** The same bytes 5 MB long: a PNG's signature, then zeros, which no browser can draw. */
let fiveMegabytes: string | undefined;
export const FIVE_MB_IMAGE = () => (fiveMegabytes ??= `data:image/png;base64,iVBORw0KGgoA${'A'.repeat(Math.ceil((5 * 1024 * 1024) / 3) * 4 - 12)}`);
