import type { Strings } from './strings.js';
import { en } from './en.js';

/** `base` (a language's pack, English by default) with `overrides` applied; entries that are not strings or functions are ignored. */
export function resolveStrings(overrides?: Partial<Strings> | null, base: Strings = en): Strings {
  if (!overrides) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in base && typeof value === typeof (base as unknown as Record<string, unknown>)[key]) merged[key] = value;
  }
  return merged as unknown as Strings;
}
