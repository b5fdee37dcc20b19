// What a file input checks of a file without reading it (DOM-free: the form, and the server-side
// answer check that reads a data: URI the page sent).
import type { FileSpec } from './parse.js';

/** What a file is to the checks: its name, media type (`''` when the browser does not know it) and size in bytes. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** Why a chosen file is refused, checked before a byte of it is read. */
export type FileRefusal = { code: 'too-large'; size: number; maxSize: number } | { code: 'wrong-type' };

/** One `accept` entry matched against a file, as HTML's `accept` attribute means it (case-insensitively). */
function matches(entry: string, file: FileFacts): boolean {
  const wanted = entry.toLowerCase();
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted);
  const type = file.type.toLowerCase().split(';')[0].trim();
  return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
}

/**
 * Whether `file` may be sent for `spec`: the size first (from `file.size`, which the browser knows
 * without reading the file), then the type. Undefined: it may.
 */
export function refusal(file: FileFacts, spec: FileSpec): FileRefusal | undefined {
  if (spec.maxSize !== undefined && file.size > spec.maxSize) return { code: 'too-large', size: file.size, maxSize: spec.maxSize };
  if (spec.accept.length && !spec.accept.some((entry) => matches(entry, file))) return { code: 'wrong-type' };
  return undefined;
}

/** The file name a SEP-2356 `data:` URI carries in its `name=` parameter (decoded), if any. */
export function dataUriName(uri: string): string | undefined {
  const header = uri.slice(0, Math.max(0, uri.indexOf(',')));
  const match = /;name=([^;,]*)/.exec(header);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
