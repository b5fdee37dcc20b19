import type { FileStrings } from './en.js';

// The file input's words for a language: English is in `en.ts`; each other language is its own
// chunk, loaded the first time a file input shows in it. `lang` is a pack tag (`pt-BR`), as
// `LocaleController.lang` gives it (undefined: English).

const PACKS: { [tag: string]: () => Promise<{ default: FileStrings }> } = {
  ar: () => import('./packs/ar.js'),
  de: () => import('./packs/de.js'),
  es: () => import('./packs/es.js'),
  fr: () => import('./packs/fr.js'),
  he: () => import('./packs/he.js'),
  it: () => import('./packs/it.js'),
  ja: () => import('./packs/ja.js'),
  ko: () => import('./packs/ko.js'),
  nl: () => import('./packs/nl.js'),
  pl: () => import('./packs/pl.js'),
  'pt-BR': () => import('./packs/pt-BR.js'),
  'zh-CN': () => import('./packs/zh-CN.js'),
};

/** Every language the file input's words come in besides English (the same as the question's packs). */
export const FILE_LANGUAGES = Object.keys(PACKS);

export async function loadFileStrings(lang: string | undefined): Promise<FileStrings> {
  const load = lang ? PACKS[lang] : undefined;
  return load ? (await load()).default : (await import('./en.js')).filesEn;
}
