import type { Json } from '../../model/json.js';
import type { ParsedRequest } from '../../schema/parse-request.js';
import type { OpenAIFormHooks } from '../../types.js';
import { OPENAI, core, isObject, type Core } from './core.js';
import { openaiReader, type Matcher } from './parse.js';

/** Whether any property of `schema` (or its items) has a `pattern`: only then is the matcher (RE2) loaded. */
function hasPattern(schema: Json): boolean {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.values(properties).some((p) => isObject(p) && (Object.hasOwn(p, 'pattern') || (isObject(p.items) && Object.hasOwn(p.items, 'pattern'))));
}

/**
 * Reads an openai/elicitation request (`_meta["openai/elicitation"].requestedSchema`, the 2026-07-28
 * shape every reading is normalised to) into the form's field models, with the form's own parse
 * (`given`, see `Core`). Loaded only when such a question arrives; the pattern matcher (RE2) only
 * when a field has a pattern. With the extension off (`on` unset), such a request is unsupported:
 * its core form is empty on purpose.
 */
export async function parseOpenAIRequest(params: unknown, on: boolean | OpenAIFormHooks | undefined, given: Core): Promise<ParsedRequest> {
  Object.assign(core, given);
  const schema = core.schemaOf(params);
  if (!schema || !isObject(params)) return core.parseRequest(params);
  if (!on) {
    const read = core.parseRequest(params);
    return read.mode === 'form' && !read.fields.length
      ? { mode: 'unsupported', message: read.message, messageHadBidi: read.messageHadBidi, problems: [{ code: 'extension-off', extension: OPENAI }] }
      : read;
  }
  const matcher: Matcher = hasPattern(schema) ? (await import('./pattern.js')).safeMatcher : () => undefined;
  return core.parseRequest({ ...params, requestedSchema: schema }, openaiReader(on === true ? {} : on, matcher));
}
