/**
 * Mirrored argument headers (SEP-2243, 2026-07-28 Streamable HTTP): a tool's `inputSchema` may mark
 * a primitive property with `x-mcp-header: "Name"`, and a `tools/call` then carries that argument's
 * value in an `Mcp-Param-Name` header beside the body. A `send` sees only `{ method, params }`, so
 * it cannot know the marks; these helpers add the headers from the tool definitions (`tools/list`).
 */
import { isObject, type Json } from './inputs.js';

/** A tool definition as `tools/list` gives it; only `name` and `inputSchema` are read. */
export interface ToolDefinition {
  name: string;
  inputSchema?: unknown;
  [key: string]: unknown;
}

/** Where tool definitions come from: the `tools/list` result's tools, or a lookup by name. */
export type ToolSource = Iterable<ToolDefinition> | ((name: string) => ToolDefinition | undefined);

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const PRIMITIVE = new Set(['string', 'integer', 'boolean']);
const SENTINEL = /^=\?base64\?.*\?=$/s;

/** The `x-mcp-header` marks of an input schema: header name and the path of property names to the argument. */
function marks(schema: unknown, path: string[] = [], found: { header: string; path: string[] }[] = []): { header: string; path: string[] }[] {
  if (!isObject(schema) || !isObject(schema.properties)) return found;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isObject(property)) continue;
    const header = property['x-mcp-header'];
    if (typeof header === 'string' && TOKEN.test(header) && PRIMITIVE.has(property.type as string)) found.push({ header, path: [...path, name] });
    marks(property, [...path, name], found);
  }
  return found;
}

/** A header value as the spec writes it: plain ASCII as is, anything else as `=?base64?…?=` of its UTF-8. */
function encode(value: string): string {
  const plain = value !== '' && value === value.trim() && !SENTINEL.test(value) && /^[\t\x20-\x7e]*$/.test(value);
  if (plain) return value;
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value))) return String(value);
  return undefined;
}

/**
 * The `Mcp-Param-*` headers for one `tools/call` of `tool` with `args`: one per argument marked
 * `x-mcp-header` whose value is present and primitive (absent and null ones are left out, as the
 * spec says). Add them to the HTTP request that carries the call, every attempt.
 */
export function paramHeaders(tool: ToolDefinition | undefined, args: unknown): { [header: string]: string } {
  const headers: { [header: string]: string } = {};
  for (const { header, path } of marks(tool?.inputSchema)) {
    let value: unknown = args;
    for (const key of path) value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    const plain = text(value);
    if (plain !== undefined) headers[`Mcp-Param-${header}`] = encode(plain);
  }
  return headers;
}

function lookup(tools: ToolSource): (name: string) => ToolDefinition | undefined {
  if (typeof tools === 'function') return tools;
  const byName = new Map<string, ToolDefinition>();
  for (const tool of tools) if (isObject(tool) && typeof tool.name === 'string') byName.set(tool.name, tool);
  return (name) => byName.get(name);
}

/**
 * Wraps `fetch` so every `tools/call` it posts carries the `Mcp-Param-*` headers of its tool's
 * marked arguments. Give it to whatever sends: a raw `send` over fetch, or the v2 SDK's
 * `StreamableHTTPClientTransport` (`{ fetch: withParamHeaders(fetch, tools) }`) in manual mode,
 * whose `client.request()` adds no such headers itself.
 */
export function withParamHeaders(fetchImpl: typeof fetch, tools: ToolSource): typeof fetch {
  if (typeof fetchImpl !== 'function') throw new TypeError('withParamHeaders: fetchImpl must be a fetch function.');
  const find = lookup(tools);
  return (input, init) => {
    const body = init?.body;
    if (typeof body !== 'string' || !body.includes('"tools/call"')) return fetchImpl(input, init);
    let message: unknown;
    try {
      message = JSON.parse(body);
    } catch {
      return fetchImpl(input, init);
    }
    if (!isObject(message) || message.method !== 'tools/call' || !isObject(message.params) || typeof message.params.name !== 'string') return fetchImpl(input, init);
    const params = message.params as Json;
    const extra = paramHeaders(find(params.name as string), params.arguments);
    if (!Object.keys(extra).length) return fetchImpl(input, init);
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return fetchImpl(input, { ...init, headers });
  };
}
