import type { en } from './en.js';

/**
 * Every user-facing text of mcp-elicit: the shape of the English strings in `en.ts`, where each
 * is defined; the language packs in `packs/` are complete objects of this type. Pass a
 * `Partial<Strings>` as `strings` to an element or to `elicit()` to reword any of them over the
 * question's language; what you leave out stays as the language says it.
 */
export type Strings = typeof en;
