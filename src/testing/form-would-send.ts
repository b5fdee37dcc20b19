/**
 * Whether a result is one the library's own question could send for a request: checked with the
 * same parsing, the same validation schema and the same validator the form uses, so a scripted
 * answer that passes is one a person could have given. No DOM: runs in Node.
 */
import type { ElicitExtensions, ElicitResult } from '../types.js';
import { readRequest } from './read-request.js';
import { safeMatcher } from '../extensions/openai/pattern.js';
import { toValidationSchema } from '../validation/validation-schema.js';
import { defaultValidator } from '../validation/validator.js';
import type { ValidatorProvider } from '../validation/contract.js';
import type { FieldModel } from '../model/field-model.js';
import { issueMessage } from '../i18n/messages.js';
import { problemText } from '../i18n/problems.js';
import { en } from '../i18n/en.js';
import { isObject, type Json } from '../model/json.js';
import { isElicitAction } from '../model/elicit-result.js';

/** One thing wrong with a result: the field at fault (by its schema key) when there is one, and what is wrong, in words. */
export interface AnswerMismatch {
  field?: string;
  problem: string;
}

const isPlainObject = (value: unknown): value is Json => isObject(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A value of the wrong kind for its field, or one a form never sends (an empty text, an empty list). */
function shapeProblem(field: FieldModel, value: unknown): string | undefined {
  const list = field.kind === 'multiselect' || (field.kind === 'resource' && field.multiple);
  const kind = list ? 'a list of strings' : field.kind === 'number' ? 'a number' : field.kind === 'boolean' ? 'true or false' : 'a string';
  const fits = list
    ? Array.isArray(value) && value.every((v) => typeof v === 'string')
    : field.kind === 'number'
      ? typeof value === 'number'
      : field.kind === 'boolean'
        ? typeof value === 'boolean'
        : typeof value === 'string';
  if (!fits) return `takes ${kind}, not ${JSON.stringify(value) ?? String(value)}`;
  if (value === '') return 'is an empty string: a form leaves an empty field out of content';
  if (list && (value as string[]).length === 0 && !field.required) {
    return 'is an empty list: a form leaves an optional choice with nothing chosen out of content';
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return `is ${value}, which JSON cannot carry`;
  if (field.kind === 'number' && field.integer && Number.isInteger(value) && !Number.isSafeInteger(value)) return en.unsafeInteger;
  return patternProblem(field, value);
}

/** openai/elicitation `pattern`: text (or an entry of one's own in a suggested list) that does not match it. */
function patternProblem(field: FieldModel, value: unknown): string | undefined {
  const pattern = field.kind === 'text' ? field.pattern : field.kind === 'multiselect' ? field.custom?.pattern : undefined;
  if (pattern === undefined) return undefined;
  const matches = safeMatcher(pattern);
  const own = field.kind === 'multiselect' ? (value as string[]).filter((v) => !field.options.some((o) => o.value === v)) : [value as string];
  const wrong = own.find((v) => !matches?.(v));
  return wrong === undefined ? undefined : `${JSON.stringify(wrong)} does not match the pattern ${pattern}`;
}

/**
 * Everything that stops `result` from being what a question for `params` could send (none: it
 * could). Form mode: the request must be one the form can show, and the content must have only
 * its fields, each of its kind and passing the validator. URL mode: an accept is consent only, so
 * it carries no content. Decline and cancel carry no content either. `extensions`: what the host
 * turned on, for a request written for one.
 */
export async function mismatches(params: unknown, result: unknown, validator: ValidatorProvider = defaultValidator, extensions?: ElicitExtensions): Promise<AnswerMismatch[]> {
  if (!isPlainObject(result) || !isElicitAction(result.action)) {
    return [{ problem: `a result is { action: 'accept' | 'decline' | 'cancel', content? }, not ${JSON.stringify(result)}` }];
  }
  const { action, content } = result as ElicitResult & { content?: unknown };
  const parsed = readRequest(params, extensions, safeMatcher);
  if (action !== 'accept') return content === undefined ? [] : [{ problem: `a ${action} carries no content` }];
  if (parsed.mode === 'url') return content === undefined ? [] : [{ problem: 'a URL-mode accept is consent only: it carries no content' }];
  if (parsed.mode === 'unsupported') return parsed.problems.map((p) => ({ problem: `no form can accept this request: ${problemText(p, en)}` }));
  if (content !== undefined && !isPlainObject(content)) return [{ problem: `content is an object of answers, not ${JSON.stringify(content)}` }];
  const answers = content ?? {};
  const found: AnswerMismatch[] = [];
  const byKey = new Map(parsed.fields.map((f) => [f.key, f]));
  for (const key of Object.keys(answers))
    if (!byKey.has(key)) found.push({ field: key, problem: `is not a field of the requestedSchema (its fields: ${[...byKey.keys()].join(', ')})` });
  for (const field of parsed.fields) {
    if (!Object.hasOwn(answers, field.key)) continue;
    const shape = shapeProblem(field, answers[field.key]);
    if (shape) found.push({ field: field.key, problem: shape });
  }
  if (found.length) return found;
  const check = await validator(toValidationSchema(parsed.fields));
  for (const issue of check(answers as never)) {
    const field = byKey.get(issue.key)!;
    found.push({ field: issue.key, problem: issueMessage(field, issue, en) });
  }
  return found;
}
