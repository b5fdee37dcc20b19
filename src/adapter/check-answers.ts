/**
 * The server's check of answers that come back from a browser, before they go to the MCP server.
 * A browser is not trusted: whatever it sends is read as untrusted JSON, and only what a real form
 * could have sent for that question passes. Runs in Node, browsers and edge runtimes (no DOM).
 *
 * The check is the form's own: the question is parsed into field models (`parseRequest`), the same
 * validation schema is built from them (`toValidationSchema`), and the same validator (the
 * CSP-safe default, or the one passed) checks the content. So any answer a form could send passes,
 * and an answer a form could not send is refused with an `InvalidAnswerError` that names the
 * question and the field.
 */
import type { ElicitContent, ElicitExtensions, ElicitRequestParams, ElicitResult, ElicitValue } from '../types.js';
import { setOwn } from '../internal/own.js';
import { extensionRefusal, readQuestion } from './check-extensions.js';
import { toValidationSchema } from '../validation/validation-schema.js';
import type { ContentValidator, JsonSchema, ValidatorProvider } from '../validation/contract.js';
import type { Issue } from '../model/issues.js';
import { InvalidAnswerError } from './errors.js';
import { isObject, type Json } from '../model/json.js';
import { isElicitAction } from '../model/elicit-result.js';
import { OPENAI_ELICITATION_METHOD, toExtensionShape } from '../extensions/openai/request.js';

const compiled = new Map<string, Promise<ContentValidator>>();

/**
 * The form's default validator (@cfworker/json-schema with ajv-formats' formats), loaded on the
 * first check, with the last 32 schemas' validators kept. Imported directly rather than through
 * validation/validator.ts, so the adapter's bundle does not carry ajv.
 */
const formValidator: ValidatorProvider = (schema: JsonSchema) => {
  const key = JSON.stringify(schema);
  let made = compiled.get(key);
  if (!made) {
    made = import('../validation/cfworker-validator.js').then((m) => m.compileWithCfWorker(schema));
    made.catch(() => compiled.delete(key));
    compiled.set(key, made);
    if (compiled.size > 32) compiled.delete(compiled.keys().next().value!);
  }
  return made;
};

/**
 * A question as a step hands it to the browser: an `elicitation/create` input request (one of
 * OpenAI's form extension in the 2026-07-28 shape, its schema in `_meta["openai/elicitation"]`),
 * maybe with earlier values.
 */
export interface Question {
  method: 'elicitation/create';
  params: ElicitRequestParams;
  /** What the person entered earlier in this call for fields of the same names (pre-fill). */
  previous?: ElicitContent;
}

export interface CheckAnswerOptions {
  /** Validates accepted content; the form's default (CSP-safe) when not given. Pass the form's own if it uses another. */
  validator?: ValidatorProvider;
  /**
   * The extensions the page renders (pass the same as to the steps or the relay): an answer to a
   * question written for one is checked against the extension's schema, with the form's rules
   * for it (`pattern`, the offered resources, a file's `maxSize` and `accept`). Off: such a
   * question cannot be accepted, as the page cannot show it.
   */
  extensions?: ElicitExtensions;
}

/** OpenAI's own request for its form extension, as a 2025-11-25 server sends it (or an MRTR entry carries it). */
export interface OpenAIQuestion {
  method: 'openai/elicitation/create';
  /** Its schema in `requestedSchema` (read into the 2026-07-28 shape before it is checked). */
  params: unknown;
}

/** The question's params, from the params themselves or a whole input request; OpenAI's method carries its schema where the core's goes, so it is read as the form reads it. */
function paramsOf(request: ElicitRequestParams | Question | OpenAIQuestion): unknown {
  const method = isObject(request) ? request.method : undefined;
  return method === 'elicitation/create' ? (request as Question).params : method === OPENAI_ELICITATION_METHOD ? toExtensionShape((request as OpenAIQuestion).params) : request;
}

/**
 * Checks one answer to one question. `request` is the `elicitation/create` params (or the whole
 * input request `{ method, params }`, OpenAI's `openai/elicitation/create` too); `result` is what
 * the browser sent, untrusted. Resolves with a clean copy of the answer (only `action` and, for
 * accept, `content`), or rejects with an `InvalidAnswerError` that names the field at fault. `key`
 * names the question in the error.
 */
export async function checkAnswer(
  request: ElicitRequestParams | Question | OpenAIQuestion,
  result: unknown,
  options: CheckAnswerOptions & { key?: string } = {},
): Promise<ElicitResult> {
  const key = options.key ?? '';
  const fail = (code: InvalidAnswerError['code'], detail: string, field?: string, issue?: InvalidAnswerError['issue']) => new InvalidAnswerError(key, code, detail, field, issue);

  if (!isObject(result)) throw fail('not-a-result', 'it is not an object ({ action, content? })');
  for (const name of Object.keys(result)) {
    if (name !== 'action' && name !== 'content') throw fail('not-a-result', `it has "${name}", which an answer does not carry`);
  }
  const { action, content } = result;
  if (!isElicitAction(action)) {
    throw fail('not-a-result', `its action is ${JSON.stringify(action)}, not "accept", "decline" or "cancel"`);
  }
  if (action !== 'accept') {
    if (content !== undefined) throw fail('content-not-allowed', `a ${action} carries no content`);
    return { action };
  }

  const parsed = await readQuestion(paramsOf(request), options.extensions);
  if (parsed.mode === 'unsupported') throw fail('cannot-accept', 'the question cannot be shown as a form, so it cannot be accepted');
  if (parsed.mode === 'url') {
    if (content !== undefined) throw fail('content-not-allowed', 'consent to open a URL carries no content');
    return { action };
  }
  if (content !== undefined && !isObject(content)) throw fail('not-a-result', 'its content is not an object');

  const fields = new Map(parsed.fields.map((field) => [field.key, field]));
  const clean: ElicitContent = {};
  for (const name of Object.keys(content ?? {})) {
    const field = fields.get(name);
    if (!field) throw fail('unknown-field', `the form has no field "${name}"`, name);
    const value = (content as Json)[name];
    if (!isValue(value)) throw fail('invalid-field', `field "${name}" holds ${describe(value)}, which no form field sends`, name);
    // A form leaves an empty text, and an optional choice with nothing chosen, out of content.
    if (value === '') throw fail('invalid-field', `field "${name}" is an empty string, which a form leaves out`, name);
    if (field.kind === 'multiselect' && Array.isArray(value) && !value.length && !field.required) {
      throw fail('invalid-field', `field "${name}" is an empty list, which a form leaves out when the choice is optional`, name);
    }
    // The form refuses integers a JavaScript number cannot hold exactly; so does this check.
    if (field.kind === 'number' && field.integer && typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
      throw fail('invalid-field', `field "${name}" holds an integer too large to be exact`, name, { key: name, code: 'unsafeInteger' });
    }
    setOwn(clean, name, Array.isArray(value) ? [...value] : value);
  }

  const validate = await (options.validator ?? formValidator)(toValidationSchema(parsed.fields));
  const issues = validate(clean);
  if (issues.length) {
    const [issue] = issues;
    throw fail('invalid-field', `field "${issue.key}" fails its "${issue.code}" check${issue.limit === undefined ? '' : ` (${issue.limit})`}`, issue.key, issue);
  }
  // What an extension's field checks in the form and the validation schema does not carry.
  for (const field of parsed.fields) {
    if (!Object.hasOwn(clean, field.key)) continue;
    const refused = extensionRefusal(field, clean[field.key]);
    if (refused)
      throw fail('invalid-field', `field "${field.key}" ${refused.detail}`, field.key, {
        key: field.key,
        code: refused.code,
        ...(refused.limit === undefined ? {} : { limit: refused.limit }),
      });
  }
  return { action, content: clean };
}

/**
 * Checks a round's answers from a browser against the questions it was asked: exactly the keys
 * asked, each a well-formed answer whose accepted content is valid for its question (see
 * `checkAnswer`). Resolves with clean copies by key, in the questions' order; rejects with the first
 * `InvalidAnswerError` (its `key` names the question, `field` the field).
 */
export async function checkAnswers(
  questions: { [key: string]: Question | ElicitRequestParams },
  answers: unknown,
  options: CheckAnswerOptions = {},
): Promise<{ [key: string]: ElicitResult }> {
  if (!isObject(questions)) throw new TypeError('checkAnswers: questions must be the questions object of a step.');
  if (!isObject(answers)) throw new InvalidAnswerError('', 'not-a-result', 'the answers are not an object of answers by question key');
  for (const key of Object.keys(answers)) {
    if (!Object.hasOwn(questions, key)) throw new InvalidAnswerError(key, 'unexpected-answer', 'no such question was asked');
  }
  const checked: { [key: string]: ElicitResult } = {};
  for (const key of Object.keys(questions)) {
    if (!Object.hasOwn(answers, key)) throw new InvalidAnswerError(key, 'missing-answer', 'it has no answer');
    setOwn(checked, key, await checkAnswer(questions[key], answers[key], { ...options, key }));
  }
  return checked;
}

function isValue(value: unknown): value is ElicitValue {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list of things other than text';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
