import type { Option } from '../model/field-model.js';

/** Text as a filter compares it: no accents (NFD, marks removed), no case. "Ålborg" → "alborg". */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * Finds the options whose title contains what was typed, ignoring case and accents, in their
 * order. Folding the titles is done once per list (`foldAll`), so each keystroke is one pass.
 */
export function filterOptions(options: readonly Option[], folded: readonly string[], query: string): Option[] {
  const wanted = foldText(query.trim());
  return wanted ? options.filter((_, i) => folded[i].includes(wanted)) : [...options];
}

export const foldAll = (options: readonly Option[]): string[] => options.map((o) => foldText(o.label));
