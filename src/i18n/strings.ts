import type { en } from './en.js';
import type { FileStrings } from './files/en.js';

/**
 * Every user-facing text of mcp-elicit: the shape of the English strings in `en.ts`, where each
 * is defined; the language packs in `packs/` are complete objects of this type. Pass any of them
 * (a `StringOverrides`) as `strings` to an element or to `elicit()` to reword them over the
 * question's language; what you leave out stays as the language says it.
 */
export type Strings = typeof en;

/**
 * What `strings` takes: any of the question's words (`Strings`), and those of the extensions' file
 * inputs and resource pickers (`FileStrings`, which load with them in the question's language).
 */
export type StringOverrides = Partial<Strings & FileStrings>;
