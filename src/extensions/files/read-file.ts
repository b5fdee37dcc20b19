// The checks of a file (DOM-free, shared with the server-side answer check) are in check-file.ts.
export { refusal, dataUriName, type FileFacts, type FileRefusal } from './check-file.js';

/**
 * A file name as SEP-2356's `name=` parameter carries it: percent-encoded, `!'()*` included (which
 * `encodeURIComponent` leaves alone but RFC 2397's parameter values may not hold).
 */
export const encodeName = (name: string): string => encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Reads `file` into an RFC 2397 `data:` URI as SEP-2356 sends it:
 * `data:<media type>;name=<percent-encoded name>;base64,<bytes>`. A file whose type the browser
 * does not know is `application/octet-stream`. Call only after `refusal` found nothing: this reads
 * the whole file into memory. Rejects when the file cannot be read (moved, deleted, no permission)
 * or when `signal` aborts (the file was removed or replaced meanwhile).
 */
export function readDataUri(file: Blob & { name: string }, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const abort = (): void => reader.abort();
    signal?.addEventListener('abort', abort, { once: true });
    reader.onload = () => {
      const url = reader.result as string;
      const type = file.type.split(';')[0].trim().toLowerCase() || 'application/octet-stream';
      resolve(`data:${type};name=${encodeName(file.name)};base64,${url.slice(url.indexOf(',') + 1)}`);
    };
    reader.onerror = reader.onabort = () => reject(reader.error ?? signal?.reason ?? new Error('The file could not be read.'));
    reader.onloadend = () => signal?.removeEventListener('abort', abort);
    reader.readAsDataURL(file);
  });
}

/** A size in bytes as a person reads it, in `lang`: `512 byte`, `2.5 kB`, `3 MB` (decimal units, as the file managers of most systems show them). */
export function formatSize(bytes: number, lang: string | undefined): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let unit = 0;
  let value = bytes;
  // 999,999 bytes is "1 MB", not "1,000 kB": a unit is left once its value would round to 1,000.
  while (unit < units.length - 1 && value >= (unit ? 999.95 : 1000)) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(lang, { style: 'unit', unit: units[unit], unitDisplay: unit ? 'short' : 'long', maximumFractionDigits: unit ? 1 : 0 }).format(value);
}

/** The accepted types as a person reads them, in `lang`: `.pdf, image/png or image/*`. */
export const formatTypes = (accept: readonly string[], lang: string | undefined): string => new Intl.ListFormat(lang, { type: 'disjunction' }).format(accept);
