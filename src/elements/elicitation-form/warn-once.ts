import type { ParsedRequest } from '../../schema/parse-request.js';
import { en } from '../../i18n/en.js';

/** The requests already warned about: each is worth one console warning, however often it is shown. */
const warned = new WeakSet<object>();

/**
 * Tells the developer, once per request, what is wrong with a request the form cannot show (the
 * person only sees that it cannot be shown), or what it mended to show it (a repeated enum value
 * merged, an option with a value already taken dropped).
 */
export function warnOnce(request: unknown, parsed: ParsedRequest): void {
  if (request === undefined || request === null) return; // no request yet
  const what = parsed.mode === 'unsupported' ? { problems: parsed.problems } : parsed.mode === 'form' && parsed.notes.length ? { notes: parsed.notes } : undefined;
  if (!what) return;
  if (typeof request === 'object' && request !== null) {
    if (warned.has(request)) return;
    warned.add(request);
  }
  void import('./request-warning.js').then(({ requestWarning }) => console.warn(requestWarning(what, en)));
}
