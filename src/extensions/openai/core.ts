import type { Json } from '../../model/json.js';

/**
 * What the extension reads requests with that the form has already loaded: the core parse, its
 * titled options, and the bidi reveal. They are handed in (see `parseOpenAIRequest`) rather than
 * imported: a module both the up-front bundle and this lazy chunk import is split into a chunk of
 * its own, and the up-front bundle would grow by the cost of that split (about 0.7 KB gzip).
 */
export interface Core {
  parseRequest: typeof import('../../schema/parse-request.js').parseRequest;
  titledOptions: typeof import('../../schema/parse-request.js').titledOptions;
  reveal: (text: string) => string;
  schemaOf: (params: unknown) => Json | undefined;
}

/** The form's own, once handed in (every reading of a request starts by handing them). */
export const core = {} as Core;

/** Whether `value` is a JSON object (the core's `isObject`, which this chunk does not import: see `Core`). */
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const get = (value: Json, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);

export const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/** Text that shows something (not only spaces or invisible characters), as it came. */
export const visibleText = (value: unknown): string | undefined => (typeof value === 'string' && /[^\p{White_Space}\p{Default_Ignorable_Code_Point}]/u.test(value) ? value : undefined);

/** The extension's identifier (the same as request.ts's, which the form imports up front). */
export const OPENAI = 'openai/elicitation';
