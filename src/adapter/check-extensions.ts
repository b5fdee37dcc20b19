/**
 * What the server-side answer check adds for the extensions a host turns on (`ElicitExtensions`):
 * reading a question written for one with the extension's own reader, and the checks the form
 * makes in the page that the validation schema does not carry (a `pattern`, the offered
 * resources, a file's size and type). Part of the check's lazy chunk; OpenAI's reader loads only
 * for a question written for it, its pattern matcher (RE2) only when a field has a pattern.
 */
import type { ElicitExtensions, ElicitValue, OpenAIFormHooks } from '../types.js';
import type { FieldModel } from '../model/field-model.js';
import { parseRequest, titledOptions, type ParsedRequest } from '../schema/parse-request.js';
import { revealBidiControls } from '../internal/bidi.js';
import { isObject, type Json } from '../model/json.js';
import { fileReader } from '../extensions/files/parse.js';
import { dataUriName, refusal } from '../extensions/files/check-file.js';

/**
 * `_meta["openai/elicitation"].requestedSchema`, as extensions/openai/request.ts reads it: read here
 * too, since a module both the adapter's up-front bundle and this lazy chunk imported would be split
 * into a chunk of its own, which costs the up-front bundle more than these lines.
 */
function extensionSchemaOf(params: unknown): Json | undefined {
  const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
  const own = meta && isObject(meta['openai/elicitation']) ? meta['openai/elicitation'] : undefined;
  return own && isObject(own.requestedSchema) ? own.requestedSchema : undefined;
}

/**
 * On the server, the person's own files (`userOptions`) are uploaded in the page, by the page's
 * `upload` hook, and come back as a URI: the check takes such a question (the page says whether it
 * can show it) and never uploads anything itself.
 */
const uploadedInPage: NonNullable<OpenAIFormHooks['upload']> = () =>
  Promise.reject(new Error('Files are uploaded in the page (its extensions.openai.upload), not by the server-side check.'));

/** A question read as the page reads it with `extensions` on: the extension's schema for an openai/elicitation one, file inputs with `files`. */
export async function readQuestion(params: unknown, extensions: ElicitExtensions | undefined): Promise<ParsedRequest> {
  if (extensionSchemaOf(params)) {
    const on = extensions?.openai;
    const hooks = on ? { ...(on === true ? {} : on), upload: (on !== true && on.upload) || uploadedInPage } : undefined;
    const m = await import('../extensions/openai/index.js');
    return m.parseOpenAIRequest(params, hooks, { parseRequest, titledOptions, reveal: revealBidiControls, schemaOf: extensionSchemaOf });
  }
  return parseRequest(params, extensions?.files ? fileReader : undefined);
}

/** Why a field's value (already of the right type) is refused by an extension's rule: the issue code and the detail; undefined when it passes. */
export function extensionRefusal(field: FieldModel, value: ElicitValue): { code: string; detail: string; limit?: number } | undefined {
  const code = field.check?.(value);
  if (code) return { code, detail: `fails its "${code}" check` };
  if (field.kind === 'resource') {
    for (const uri of Array.isArray(value) ? value : [String(value)]) {
      if (field.options.some((o) => o.value === uri)) continue;
      // The person's own file, uploaded by the page: a URI, but none of the options.
      if (field.userOptions && isUri(uri)) continue;
      return { code: 'resource', detail: `holds ${JSON.stringify(excerpt(uri))}, which is none of the resources offered${field.userOptions ? ' nor a URI' : ''}` };
    }
  }
  if (field.kind === 'file') {
    const file = typeof value === 'string' ? readDataUri(value) : undefined;
    if (!file) return { code: 'file', detail: 'is not a file (an RFC 2397 data: URI)' };
    const no = refusal(file, field);
    if (no?.code === 'too-large') return { code: 'maxSize', detail: `holds a file of ${no.size} bytes, over its limit of ${no.maxSize}`, limit: no.maxSize };
    if (no) return { code: 'accept', detail: `holds a file of type ${JSON.stringify(file.type)}, which is not one it accepts (${field.accept.join(', ')})` };
  }
  return undefined;
}

function isUri(text: string): boolean {
  try {
    return !!new URL(text);
  } catch {
    return false;
  }
}

const excerpt = (text: string): string => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** A `data:` URI's media type, file name and size in bytes (decoded), or undefined when it is not one. */
function readDataUri(uri: string): { name: string; type: string; size: number } | undefined {
  const match = /^data:([^,]*),/i.exec(uri);
  if (!match) return undefined;
  const header = match[1].split(';');
  const base64 = header[header.length - 1].toLowerCase() === 'base64';
  const payload = uri.slice(match[0].length);
  let size: number;
  if (base64) {
    const bare = payload.replace(/=+$/, '');
    if (/[^A-Za-z0-9+/]/.test(bare) || bare.length % 4 === 1) return undefined;
    size = Math.floor((bare.length * 3) / 4);
  } else {
    // Each %XX escape is one byte; the rest is text, counted in UTF-8.
    const escapes = payload.match(/%[0-9a-f]{2}/gi)?.length ?? 0;
    size = escapes + new TextEncoder().encode(payload.replace(/%[0-9a-f]{2}/gi, '')).length;
  }
  // RFC 2397: no media type means text/plain.
  return { name: dataUriName(uri) ?? '', type: header[0].trim().toLowerCase() || 'text/plain', size };
}
