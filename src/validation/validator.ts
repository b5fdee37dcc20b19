import type { ElicitContent } from '../types.js';
import type { Issue, IssueCode } from './issues.js';
import type { JsonSchema } from './validation-schema.js';

/** Checks content against the schema it was made for and returns every issue found (none: valid). */
export type ContentValidator = (content: ElicitContent) => Issue[];

/**
 * Makes a `ContentValidator` for a schema. Loaded lazily, so the first paint never waits for it.
 * Pass your own as the `validator` property to use another JSON Schema library.
 */
export type ValidatorProvider = (schema: JsonSchema) => Promise<ContentValidator>;

const CODES: ReadonlySet<string> = new Set<IssueCode>([
  'required', 'minLength', 'maxLength', 'format', 'type', 'minimum', 'maximum', 'enum', 'minItems', 'maxItems',
]);

/** Maps a validator's keyword to an issue code; `uniqueItems` and item `enum` both mean "not one of the options". */
export function issueCode(keyword: string): IssueCode | undefined {
  if (keyword === 'uniqueItems') return 'enum';
  return CODES.has(keyword) ? (keyword as IssueCode) : undefined;
}

/** The property name at the head of a JSON Pointer (`/a~1b/0` → `a/b`). */
export function fieldOfPointer(pointer: string): string | undefined {
  const segment = pointer.replace(/^#/, '').split('/')[1];
  return segment === undefined ? undefined : segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Under a Content-Security-Policy without 'unsafe-eval', ajv's code generation throws an EvalError. */
function blockedByCsp(error: unknown): boolean {
  return error instanceof EvalError || (error instanceof Error && /unsafe-eval|Content Security Policy/i.test(error.message));
}

/**
 * Remembers the validators of the last `size` schemas, so a form asked again (another round, the
 * same question in the next chat turn) is not compiled again, and memory stays bounded.
 */
export function memoize(provider: ValidatorProvider, size = 32): ValidatorProvider {
  const cache = new Map<string, Promise<ContentValidator>>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let made = cache.get(key);
    if (made) {
      cache.delete(key);
    } else {
      made = provider(schema);
      made.catch(() => cache.delete(key));
    }
    cache.set(key, made);
    if (cache.size > size) cache.delete(cache.keys().next().value!);
    return made;
  };
}

/** ajv with ajv-formats: compiled, fast on every keystroke. Needs `unsafe-eval` where a CSP is set. */
export const ajvValidator: ValidatorProvider = memoize(async (schema) => (await import('./ajv-validator.js')).compileWithAjv(schema));

/** @cfworker/json-schema: interprets instead of compiling, so it runs under any CSP. */
export const cspSafeValidator: ValidatorProvider = memoize(async (schema) =>
  (await import('./cfworker-validator.js')).compileWithCfWorker(schema),
);

/**
 * The default: ajv, falling back to the CSP-safe validator when the page's Content-Security-Policy
 * forbids ajv's code generation. Either way the same issues come out.
 */
export const defaultValidator: ValidatorProvider = async (schema) => {
  try {
    return await ajvValidator(schema);
  } catch (error) {
    if (!blockedByCsp(error)) throw error;
    return cspSafeValidator(schema);
  }
};
