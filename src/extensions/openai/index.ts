import type { ParsedRequest } from '../../schema/parse-request.js';
import { parseRequest } from '../../schema/parse-request.js';
import { isObject, type Json } from '../../model/json.js';
import type { OpenAIFormHooks } from '../../types.js';
import { openaiReader, type Matcher } from './parse.js';
import { OPENAI_ELICITATION, extensionSchemaOf } from './request.js';

export { OPENAI_ELICITATION, extensionSchemaOf };

/** Whether any property of `schema` (or its items) has a `pattern`: only then is the matcher (RE2) loaded. */
function hasPattern(schema: Json): boolean {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.values(properties).some((p) => isObject(p) && (Object.hasOwn(p, 'pattern') || (isObject(p.items) && Object.hasOwn(p.items, 'pattern'))));
}

/**
 * Reads an openai/elicitation request (`_meta["openai/elicitation"].requestedSchema`, the 2026-07-28
 * shape every reading is normalised to) into the form's field models. Loaded only when such a
 * question arrives; the pattern matcher only when a field has a pattern.
 */
export async function parseOpenAIRequest(params: unknown, hooks: OpenAIFormHooks = {}): Promise<ParsedRequest> {
  const schema = extensionSchemaOf(params);
  if (!schema || !isObject(params)) return parseRequest(params);
  const matcher: Matcher = hasPattern(schema) ? (await import('./pattern.js')).safeMatcher : () => undefined;
  return parseRequest({ ...params, requestedSchema: schema }, openaiReader(hooks, matcher));
}
