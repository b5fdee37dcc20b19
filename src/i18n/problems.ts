import type { Problem } from '../model/field-model.js';
import type { Strings } from './strings.js';

// The words for why a request cannot be shown: loaded only for such a request.

type Problems<C extends Problem['code']> = Extract<Problem, { code: C }>;

/** Problems told by a fixed sentence, and those told by a sentence about one field. */
const PLAIN_PROBLEMS = {
  'not-an-object': 'notAnObject',
  'no-schema': 'noSchema',
  'schema-not-object': 'schemaNotObject',
  'no-properties': 'noProperties',
  'url-in-form': 'urlInForm',
} as const satisfies Record<Problems<'not-an-object'>['code'], keyof Strings>;
const FIELD_PROBLEMS = {
  'nested-object': 'nestedObject',
  'array-of-objects': 'arrayOfObjects',
  'unsupported-array': 'unsupportedArray',
  'no-options': 'noOptions',
  'not-a-field': 'notAField',
  'unsafe-pattern': 'unsafePattern',
  'needs-upload': 'needsUpload',
} as const satisfies Record<Problems<'nested-object'>['code'], keyof Strings>;

/** The sentence for one reason a request cannot be shown. */
export function problemText(problem: Problem, s: Strings): string {
  if (problem.code === 'unknown-mode') return s.unknownMode(problem.mode);
  if (problem.code === 'not-json') return s.notJson(problem.reason);
  if (problem.code === 'unknown-type') return s.unknownType(problem.field, problem.type);
  if (problem.code === 'bad-keyword') return s.badKeyword(problem.field, problem.keyword);
  if (problem.code === 'schema-wrong-kind') return s.schemaWrongKind(problem.given);
  if (problem.code === 'extension-off') return s.extensionOff(problem.extension);
  if ('field' in problem) return s[FIELD_PROBLEMS[problem.code]](problem.field);
  return s[PLAIN_PROBLEMS[problem.code]];
}
