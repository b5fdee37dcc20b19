import { isObject, type Json } from '../../model/json.js';

/** The extension's identifier, as declared in client capabilities and used as the `_meta` key. */
export const OPENAI_ELICITATION = 'openai/elicitation';

/** `_meta["openai/elicitation"].requestedSchema` of a request, when it is an object. */
export function extensionSchemaOf(params: unknown): Json | undefined {
  // Read on every request the form gets, so as small as it can be: each step is an own property of an object or nothing.
  const schema = (params as { _meta?: { [OPENAI_ELICITATION]?: { requestedSchema?: unknown } } } | null)?._meta?.[OPENAI_ELICITATION]?.requestedSchema;
  return isObject(schema) ? schema : undefined;
}

/** The 2025-11-25 method of the extension, a drop-in for `elicitation/create` (also met as an MRTR `inputRequests` entry). */
export const OPENAI_ELICITATION_METHOD = 'openai/elicitation/create';

/**
 * A request for the extension in the one shape the form reads, the 2026-07-28 one: the extension's
 * schema in `_meta["openai/elicitation"].requestedSchema`, the core schema empty. Params already in
 * that shape are returned as they are; the other readings (the 2025-11-25 method, an MRTR entry
 * with that method) carry the schema in `requestedSchema`, which is moved there.
 */
export function toExtensionShape(params: unknown): unknown {
  if (!isObject(params) || extensionSchemaOf(params) || !Object.hasOwn(params, 'requestedSchema')) return params;
  const meta = isObject(params._meta) ? params._meta : {};
  const own = isObject(meta[OPENAI_ELICITATION]) ? meta[OPENAI_ELICITATION] : {};
  return {
    ...params,
    requestedSchema: { type: 'object', properties: {} },
    _meta: { ...meta, [OPENAI_ELICITATION]: { ...own, requestedSchema: params.requestedSchema } },
  };
}
