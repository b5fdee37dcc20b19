import type { FieldModel, FileSpec, Problem } from '../../model/field-model.js';
import type { ParsedRequest } from '../../schema/parse-request.js';
import { isObject } from '../../model/json.js';
import { revealBidiControls } from '../../internal/bidi.js';

/** The keyword of SEP-2356 (a draft) that makes a `format: "uri"` string a file input. */
export const FILE_KEYWORD = 'x-mcp-file';

/** One `accept` entry: a media type (`image/png`), a media range (`image/*`), or a file extension (`.pdf`). */
const ACCEPT_ENTRY = /^(?:\.[^\s/\\.,;][^\s/\\,;]*|[a-z0-9!#$&^_.+-]+\/(?:\*|[a-z0-9!#$&^_.+-]+))$/i;

/**
 * SEP-2356's descriptor read as untrusted input: `accept`, a list of entries (none, or absent: any
 * file), and `maxSize`, the most bytes a file may have (a whole number). Undefined for a
 * descriptor of the wrong shape: a limit the form could not apply would let through files the
 * server meant to refuse, so such a field is not shown (see `withFileInputs`).
 */
export function fileSpec(descriptor: unknown): FileSpec | undefined {
  if (!isObject(descriptor)) return undefined;
  const { accept, maxSize } = descriptor as { accept?: unknown; maxSize?: unknown };
  if (accept !== undefined && !(Array.isArray(accept) && accept.every((a) => typeof a === 'string' && ACCEPT_ENTRY.test(a)))) return undefined;
  if (maxSize !== undefined && !(typeof maxSize === 'number' && Number.isSafeInteger(maxSize) && maxSize >= 0)) return undefined;
  return { accept: (accept as string[] | undefined) ?? [], ...(maxSize === undefined ? {} : { maxSize }) };
}

/**
 * A parsed form with `extensions.files` on: each `format: "uri"` string whose property carries
 * `x-mcp-file` becomes a file input (its default, a URI, is not a file the person chose, so it is
 * dropped). A descriptor of the wrong shape makes the request one that cannot be shown, with the
 * field and the keyword named. Anything else is left as it is; so is a request that is not a form.
 */
export function withFileInputs(parsed: ParsedRequest, params: unknown): ParsedRequest {
  if (parsed.mode !== 'form' || !isObject(params)) return parsed;
  const schema = params.requestedSchema;
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const problems: Problem[] = [];
  const fields = parsed.fields.map((field): FieldModel => {
    const property = Object.hasOwn(properties, field.key) ? properties[field.key] : undefined;
    if (field.kind !== 'text' || field.format !== 'uri' || !isObject(property) || !Object.hasOwn(property, FILE_KEYWORD)) return field;
    const file = fileSpec(property[FILE_KEYWORD]);
    if (!file) problems.push({ code: 'bad-keyword', field: revealBidiControls(field.key), keyword: FILE_KEYWORD });
    return { ...field, default: undefined, file };
  });
  if (problems.length) return { mode: 'unsupported', message: parsed.message, messageHadBidi: parsed.messageHadBidi, problems };
  return { ...parsed, fields };
}
