import type { Strings } from '../strings.js';

// Finds and loads the pack for a language tag. Loaded only for a question whose language is not
// English; each pack is its own chunk, loaded once.

/** A language's words and the direction they are written in. */
export interface Pack {
  /** The pack's language, e.g. `pt-BR`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  strings: Strings;
}

const PACKS: { [tag: string]: () => Promise<{ default: Strings }> } = {
  ar: () => import('./ar.js'),
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-CN': () => import('./zh-CN.js'),
};

/** Every language that ships, as `lang` values that select it. */
export const LANGUAGES = Object.keys(PACKS);

const RTL = new Set(['ar', 'he']);

/**
 * The pack a tag selects: the tag itself, else its language (`de-AT` → `de`); Portuguese is
 * Brazilian, Chinese is Simplified (`zh`, `zh-Hans`, `zh-SG`), `iw` is Hebrew. Traditional Chinese
 * (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`) has no pack: undefined, so English.
 */
export function packTag(tag: string): string | undefined {
  const lower = tag.toLowerCase().replace(/_/g, '-');
  const [language] = lower.split('-');
  if (language === 'zh') return /-(hant|tw|hk|mo)(-|$)/.test(lower) ? undefined : 'zh-CN';
  if (language === 'pt') return 'pt-BR';
  if (language === 'iw') return 'he';
  return LANGUAGES.find((known) => known.toLowerCase() === language);
}

/** Loads the pack for `tag`, or resolves undefined when none ships for it. */
export async function loadPack(tag: string): Promise<Pack | undefined> {
  const lang = packTag(tag);
  if (!lang) return undefined;
  const { default: strings } = await PACKS[lang]();
  return { lang, dir: RTL.has(lang) ? 'rtl' : 'ltr', strings };
}
