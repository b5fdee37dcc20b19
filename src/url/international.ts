// The tables for international (punycode) hosts: loaded only for a link whose host has `xn--` labels.
import { toUnicode } from 'punycode/punycode.es6.js';
import type { UrlWarning } from './analyze-url.js';

/** Letters of other alphabets that pass for Latin ones in most fonts. */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  ү: 'y',
  ь: 'b',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
  // Latin look-alikes outside ASCII
  ı: 'i',
  ɑ: 'a',
  ɩ: 'i',
  ɪ: 'i',
  ʏ: 'y',
  ᴏ: 'o',
  ᴄ: 'c',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
};

/** Alphabets whose letters are mistaken for each other; mixing them inside one label is a classic spoof. */
const ALPHABETS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Cherokee'] as const;
const SCRIPT_TESTS = ALPHABETS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

function scriptsOf(label: string): Set<string> {
  const found = new Set<string>();
  for (const char of label) for (const [name, test] of SCRIPT_TESTS) if (test.test(char)) found.add(name);
  return found;
}

/** The ASCII name a Unicode label imitates, when every letter of it has an ASCII twin. */
function skeleton(label: string): string | undefined {
  let out = '';
  for (const char of label.toLowerCase()) {
    if (char <= '\u007f') out += char;
    else if (LOOKALIKES[char]) out += LOOKALIKES[char];
    else return undefined;
  }
  return out;
}

/**
 * What an international host (one with `xn--` labels) shows as, and whether it imitates another:
 * labels that mix alphabets, and hosts whose every letter has an ASCII twin.
 */
export function internationalWarnings(hostname: string): UrlWarning[] {
  const unicode = toUnicode(hostname);
  const warnings: UrlWarning[] = [{ code: 'punycode', unicode, ascii: hostname }];
  for (const label of unicode.split('.')) if (scriptsOf(label).size > 1) warnings.push({ code: 'mixed-script', label });
  const labels = unicode.split('.').map((label) => skeleton(label));
  if (labels.every((l) => l !== undefined)) {
    const looksLike = labels.join('.');
    if (looksLike !== hostname) warnings.push({ code: 'confusable', looksLike });
  }
  return warnings;
}
