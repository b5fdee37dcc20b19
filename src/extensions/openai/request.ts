import { isObject, type Json } from '../../model/json.js';

/** The extension's identifier, as declared in client capabilities and used as the `_meta` key. */
export const OPENAI_ELICITATION = 'openai/elicitation';

/** `_meta["openai/elicitation"].requestedSchema` of a request, when it is an object. */
export function extensionSchemaOf(params: unknown): Json | undefined {
  const meta = isObject(params) && isObject(params._meta) ? params._meta[OPENAI_ELICITATION] : undefined;
  const schema = isObject(meta) ? meta.requestedSchema : undefined;
  return isObject(schema) ? schema : undefined;
}
