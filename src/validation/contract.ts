/**
 * The validator contract: what a validator provider makes, and the helpers every provider uses to
 * turn its library's errors into issues. Providers import only from here (and `issues.ts`); nothing
 * here imports a provider, so the lazy-loaded ones stay out of the up-front bundle.
 */
import type { ElicitContent } from '../types.js';
import type { Issue, IssueCode } from '../model/issues.js';

/** A JSON Schema object, as the validators take it. */
export type JsonSchema = { [keyword: string]: unknown };

/** Checks content against the schema it was made for and returns every issue found (none: valid). */
export type ContentValidator = (content: ElicitContent) => Issue[];

/**
 * Makes a `ContentValidator` for a schema. Loaded lazily, so the first paint never waits for it.
 * Pass your own as the `validator` property to use another JSON Schema library. `preload`, when it
 * has one, loads its library without compiling anything: the form calls it at the same time as it
 * loads the rest of its check, so a cold start waits for one round trip instead of two.
 */
export type ValidatorProvider = ((schema: JsonSchema) => Promise<ContentValidator>) & { preload?: () => Promise<unknown> };

const CODES: ReadonlySet<string> = new Set<IssueCode>(['required', 'minLength', 'maxLength', 'format', 'type', 'minimum', 'maximum', 'enum', 'minItems', 'maxItems']);

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
