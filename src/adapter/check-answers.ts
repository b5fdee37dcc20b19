/**
 * STAND-IN, until the server-side answer check of issue 31 (branch `server`) reaches main: the same
 * path and the same `checkAnswer` signature (see /work/notes/check-answers.md), delegating to the
 * form's own parse and validator. When that version is merged, this file is replaced by it whole.
 */
import type { ElicitContent, ElicitRequestParams, ElicitResult } from '../types.js';
import { parseRequest } from '../schema/parse-request.js';
import { toValidationSchema } from '../validation/validation-schema.js';
import { defaultValidator } from '../validation/validator.js';
import type { ValidatorProvider } from '../validation/contract.js';

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A question as a step hands it to the browser. */
export interface Question {
  method: 'elicitation/create';
  params: ElicitRequestParams;
  previous?: ElicitContent;
}

export interface CheckAnswerOptions {
  validator?: ValidatorProvider;
}

/** An answer from a browser that the question's form could not have sent. */
export class InvalidAnswerError extends Error {
  override readonly name = 'InvalidAnswerError';
  constructor(readonly key: string, detail: string, readonly field?: string) {
    super(`The answer to ${key ? `question "${key}"` : 'the question'} was refused: ${detail}.`);
  }
}

/** Checks one untrusted answer against its question with the form's validator; resolves with a clean copy. */
export async function checkAnswer(request: ElicitRequestParams | Question, result: unknown, options: CheckAnswerOptions & { key?: string } = {}): Promise<ElicitResult> {
  const key = options.key ?? '';
  const params = isObject(request) && request.method === 'elicitation/create' ? (request as Question).params : (request as ElicitRequestParams);
  if (!isObject(result) || Object.keys(result).some((name) => name !== 'action' && name !== 'content')) {
    throw new InvalidAnswerError(key, 'it is not an ElicitResult ({ action, content? })');
  }
  const { action, content } = result;
  if (action !== 'accept' && action !== 'decline' && action !== 'cancel') throw new InvalidAnswerError(key, `its action is ${JSON.stringify(action)}`);
  const parsed = parseRequest(params);
  if (action !== 'accept' || parsed.mode === 'url') {
    if (content !== undefined) throw new InvalidAnswerError(key, `a ${action} carries no content`);
    return { action };
  }
  if (parsed.mode !== 'form') throw new InvalidAnswerError(key, 'the question cannot be shown as a form, so it cannot be accepted');
  if (content !== undefined && !isObject(content)) throw new InvalidAnswerError(key, 'its content is not an object');
  const known = new Set(parsed.fields.map((field) => field.key));
  for (const name of Object.keys(content ?? {})) if (!known.has(name)) throw new InvalidAnswerError(key, `the form has no field "${name}"`, name);
  const validate = await (options.validator ?? defaultValidator)(toValidationSchema(parsed.fields));
  const [issue] = validate((content ?? {}) as ElicitContent);
  if (issue) throw new InvalidAnswerError(key, `field "${issue.key}" fails its "${issue.code}" check`, issue.key);
  return { action, content: JSON.parse(JSON.stringify(content ?? {})) as ElicitContent };
}
