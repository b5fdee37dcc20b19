import type { FileField } from '../../model/field-model.js';
import type { FieldReader } from '../../schema/parse-request.js';
import { isObject } from '../../model/json.js';
import { revealBidiControls } from '../../internal/bidi.js';

/** The keyword of SEP-2356 (a draft) that makes a `format: "uri"` string a file input. */
export const FILE_KEYWORD = 'x-mcp-file';

/** One `accept` entry: a media type (`image/png`), a media range (`image/*`), or a file extension (`.pdf`). */
const ACCEPT_ENTRY = /^(?:\.[^\s/\\.,;][^\s/\\,;]*|[a-z0-9!#$&^_.+-]+\/(?:\*|[a-z0-9!#$&^_.+-]+))$/i;

/** What a file input takes: the accepted types (none: any file) and the most bytes. */
export type FileSpec = Pick<FileField, 'accept' | 'maxSize'>;

/**
 * SEP-2356's descriptor read as untrusted input: `accept`, a list of entries (none, or absent: any
 * file), and `maxSize`, the most bytes a file may have (a whole number). Undefined for a
 * descriptor of the wrong shape: a limit the form could not apply would let through files the
 * server meant to refuse, so such a field is not shown (see `fileReader`).
 */
export function fileSpec(descriptor: unknown): FileSpec | undefined {
  if (!isObject(descriptor)) return undefined;
  const { accept, maxSize } = descriptor as { accept?: unknown; maxSize?: unknown };
  if (accept !== undefined && !(Array.isArray(accept) && accept.every((a) => typeof a === 'string' && ACCEPT_ENTRY.test(a)))) return undefined;
  if (maxSize !== undefined && !(typeof maxSize === 'number' && Number.isSafeInteger(maxSize) && maxSize >= 0)) return undefined;
  return { accept: (accept as string[] | undefined) ?? [], ...(maxSize === undefined ? {} : { maxSize }) };
}

/**
 * How the form reads a property with `extensions.files` on (a `FieldReader` for `parseRequest`):
 * a `format: "uri"` string that carries `x-mcp-file` is a file input (its default, a URI, is not
 * a file the person chose, so it is dropped). A descriptor of the wrong shape makes the request one
 * that cannot be shown, naming the field and the keyword. Every other property is the core's.
 */
export const fileReader: FieldReader = (key, schema, core) => {
  const read = core();
  if (!Object.hasOwn(schema, FILE_KEYWORD) || !('kind' in read) || read.kind !== 'text' || read.format !== 'uri') return read;
  const spec = fileSpec(schema[FILE_KEYWORD]);
  if (!spec) return { code: 'bad-keyword', field: revealBidiControls(key), keyword: FILE_KEYWORD };
  const { label, description, required, secretLike } = read;
  return { key, label, description, required, secretLike, kind: 'file', ...spec };
};
