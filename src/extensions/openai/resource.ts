import type { FieldModel, Problem, ResourceField, ResourceOption, UserResourceOptions } from '../../model/field-model.js';
import type { Json } from '../../model/json.js';
import { core, count, get, isObject, visibleText } from './core.js';
import type { MakeField } from '../../schema/parse-request.js';
import type { OpenAIFormHooks } from '../../types.js';
import { thumbnailSrc } from './thumbnail.js';

/** The server's resources (`MCP.Resource`): each with a `uri`, named by its title or name; a URI given twice is shown once. */
function resourceOptions(entries: unknown[]): ResourceOption[] {
  const options: ResourceOption[] = [];
  for (const entry of entries) {
    if (!isObject(entry) || typeof get(entry, 'uri') !== 'string') continue;
    const uri = get(entry, 'uri') as string;
    if (options.some((o) => o.value === uri)) continue;
    const meta = isObject(get(entry, '_meta')) ? (get(entry, '_meta') as Json) : {};
    const label = visibleText(get(entry, 'title')) ?? visibleText(get(entry, 'name')) ?? uri;
    const description = visibleText(get(entry, 'description'));
    const thumbnail = thumbnailSrc(get(meta, 'openai/thumbnail'));
    const mimeType = typeof get(entry, 'mimeType') === 'string' ? (get(entry, 'mimeType') as string) : undefined;
    options.push({
      value: uri,
      label: core.reveal(label),
      preview: isObject(get(meta, 'openai/preview')),
      ...(description ? { description: core.reveal(description) } : {}),
      ...(thumbnail ? { thumbnail } : {}),
      ...(mimeType ? { mimeType } : {}),
    });
  }
  return options;
}

/** `userOptions`, read: the kind (file unless directory) and the accepted types. */
function userOptionsOf(value: Json): UserResourceOptions {
  const accept = get(value, 'accept');
  return {
    kind: get(value, 'kind') === 'directory' ? 'directory' : 'file',
    accept: Array.isArray(accept) ? accept.filter((a): a is string => typeof a === 'string' && a.trim() !== '') : [],
  };
}

/**
 * `x-openai-input` (type `resource`, or its deprecated alias `file`) on a string (one URI) or an
 * array (a list of URIs). The person's own files (`userOptions`) need the host's `upload` hook:
 * without it the question is unsupported, never shown without them; their folders cannot be asked for.
 */
export function resourceField(key: string, schema: Json, field: MakeField, hooks: OpenAIFormHooks): FieldModel | Problem {
  const input = get(schema, 'x-openai-input');
  const bad = (keyword: string): Problem => ({ code: 'bad-keyword', field: core.reveal(key), keyword });
  if (!isObject(input) || (get(input, 'type') !== 'resource' && get(input, 'type') !== 'file')) return bad('x-openai-input');
  const entries = get(input, 'options');
  if (!Array.isArray(entries)) return bad('x-openai-input.options');
  const type = get(schema, 'type');
  if (type !== 'string' && type !== 'array') return { code: 'unknown-type', field: core.reveal(key), type: core.reveal(JSON.stringify(type) ?? '(none)') };
  const multiple = type === 'array';
  const selection = multiple && get(input, 'selection') === 'implicit' ? 'implicit' : 'explicit';
  const given = get(input, 'userOptions');
  if (given !== undefined && !isObject(given)) return bad('x-openai-input.userOptions');
  // Implicit selection always takes the person's own files (the spec): any file, unless `userOptions` says.
  const userOptions = isObject(given) ? userOptionsOf(given) : selection === 'implicit' ? userOptionsOf({}) : undefined;
  // A folder cannot be picked on the web (the spec: "on web, directory selection is unsupported"),
  // and `upload` takes one file: a question for the person's folders is unsupported, never a file picker.
  if (userOptions && (!hooks.upload || userOptions.kind === 'directory')) return { code: 'needs-upload', field: core.reveal(key) };
  const options = resourceOptions(entries);
  const fallback = get(schema, 'default');
  // Defaults are only the server's own options (never with implicit selection).
  const offered = (v: unknown): v is string => typeof v === 'string' && options.some((o) => o.value === v);
  const chosen =
    selection === 'implicit' ? undefined : multiple ? (Array.isArray(fallback) ? [...new Set(fallback.filter(offered))] : undefined) : offered(fallback) ? fallback : undefined;
  return field<Omit<ResourceField, keyof ReturnType<MakeField>>>({
    kind: 'resource',
    multiple,
    selection,
    options,
    thumbnails: entries.some((e) => isObject(e) && isObject(get(e, '_meta')) && get(get(e, '_meta') as Json, 'openai/thumbnail') !== undefined),
    ...(userOptions ? { userOptions } : {}),
    minItems: multiple ? count(get(schema, 'minItems')) : undefined,
    maxItems: multiple ? count(get(schema, 'maxItems')) : undefined,
    default: chosen,
  });
}
