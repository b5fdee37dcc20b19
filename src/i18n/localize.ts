import type { Strings } from './strings.js';
import { en } from './en.js';

/** `en` with `overrides` applied; entries that are not strings or functions are ignored. */
export function resolveStrings(overrides?: Partial<Strings> | null): Strings {
  if (!overrides) return en;
  const merged: Record<string, unknown> = { ...en };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in en && typeof value === typeof (en as unknown as Record<string, unknown>)[key]) merged[key] = value;
  }
  return merged as unknown as Strings;
}
