import { VERSION } from '../version.js';
import { isJsonRpcError, type JsonRpcErrorLike } from './errors.js';
import { isObject, type Json } from './inputs.js';
import type { CallWithInputsOptions, Implementation } from './types.js';
import { OPENAI_ELICITATION } from '../extensions/openai/request.js';

export const PROTOCOL_VERSION = '2026-07-28';

const META = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  serverInfo: 'io.modelcontextprotocol/serverInfo',
} as const;

/** The tasks extension's identifier (SEP-2663), as declared in `capabilities.extensions`. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** SDK 1.x reports a closed connection and a local timeout with these codes: transport failures, not answers. */
const LOCAL_CODES = new Set([-32000, -32001]);

/** A JSON-RPC error the server sent, as opposed to a transport failure (network, closed connection, local timeout). */
export const isServerError = (error: unknown): error is JsonRpcErrorLike => isJsonRpcError(error) && !LOCAL_CODES.has(error.code);

/**
 * The client capabilities this call can honour: elicitation always, sampling and roots only with
 * their handlers, the tasks extension only when the call follows tasks, OpenAI's form extension
 * (`openai/elicitation`) only when the host renders it, and core file inputs (SEP-2356's draft
 * `fileInputs`, so that a server keeps `x-mcp-file` in its schemas) only when the host turns `files`
 * on. The same for an SDK client's `capabilities`:
 * `clientCapabilities({ extensions: { openai: true } })`.
 */
export function clientCapabilities(options: Pick<CallWithInputsOptions, 'sample' | 'listRoots' | 'tasks' | 'extensions'>): Json {
  const extensions: Json = {};
  if (options.tasks) extensions[TASKS_EXTENSION] = {};
  if (options.extensions?.openai) extensions[OPENAI_ELICITATION] = { form: {} };
  return {
    elicitation: { form: {}, url: {} },
    ...(options.sample ? { sampling: {} } : {}),
    ...(options.listRoots ? { roots: {} } : {}),
    ...(options.extensions?.files ? { fileInputs: {} } : {}),
    ...(Object.keys(extensions).length ? { extensions } : {}),
  };
}

/** The 2026-07-28 per-request `_meta` envelope. */
export function metaEnvelope(options: CallWithInputsOptions): Json {
  const clientInfo: Implementation = (options.envelope && options.envelope.clientInfo) || { name: 'mcp-elicit', version: VERSION };
  return {
    [META.protocolVersion]: PROTOCOL_VERSION,
    [META.clientCapabilities]: clientCapabilities(options),
    [META.clientInfo]: clientInfo,
  };
}

/** `params` with the envelope (unless the transport adds its own) under the host's own `_meta` keys. */
export function withEnvelope(params: Json, envelope: Json | undefined): Json {
  if (!envelope) return params;
  return { ...params, _meta: { ...envelope, ...(isObject(params._meta) ? params._meta : {}) } };
}

/** The server's self-reported identity from a result's `_meta`: for display, never for trust. */
export function serverInfoOf(result: Json): Implementation | undefined {
  const info = isObject(result._meta) ? result._meta[META.serverInfo] : undefined;
  return isObject(info) && typeof info.name === 'string' ? (info as Implementation) : undefined;
}
