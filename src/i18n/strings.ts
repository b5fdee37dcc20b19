import type { en } from './en.js';

/**
 * Every user-facing text of mcp-elicit: the shape of the English strings in `en.ts`, where each
 * is defined. Pass a `Partial<Strings>` as `strings` to an element or to `elicit()` to translate or
 * reword any of them; what you leave out stays English.
 */
export type Strings = typeof en;
