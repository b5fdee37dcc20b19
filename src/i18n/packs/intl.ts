// What the packs share: numbers, plurals, lists and durations as each language writes them, from
// Intl. Loaded with the first pack.

/** Formats a number as `lang` writes it (12,5 in German). */
export function numberIn(lang: string): (n: number) => string {
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 20 });
  return (n) => format.format(n);
}

type Forms<T> = Partial<Record<Intl.LDMLPluralRule, T>> & { other: T };

/** Picks the plural form `lang` uses for `n` (Polish has four, Arabic six, Japanese one). */
export function pluralIn(lang: string): <T>(n: number, forms: Forms<T>) => T {
  const rules = new Intl.PluralRules(lang);
  return (n, forms) => forms[rules.select(n)] ?? forms.other;
}

/** "2 Stunden, 5 Minuten": hours, minutes and seconds left, as `lang` says them (seconds only under a minute). */
export function durationIn(lang: string): (ms: number) => string {
  const unit = (name: 'hour' | 'minute' | 'second') => new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'long' });
  const [hour, minute, second] = [unit('hour'), unit('minute'), unit('second')];
  const list = new Intl.ListFormat(lang, { type: 'unit', style: 'long' });
  return (ms) => {
    const total = Math.max(0, Math.ceil(ms / 1000));
    const parts: string[] = [];
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    if (h) parts.push(hour.format(h));
    if (m) parts.push(minute.format(m));
    if (s || !parts.length) parts.push(second.format(s));
    return list.format(parts);
  };
}

/** Isolates text from the words around it (FSI…PDI), so a name in another script keeps its own direction. */
export const iso = (text: string): string => `\u2068${text}\u2069`;
