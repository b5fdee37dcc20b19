/**
 * `scriptedAnswers()`: an `elicit` function that answers from a script instead of a person, for
 * testing a host's flow in Node (no DOM): `callWithInputs`, `resumeTask` and
 * `createElicitationHandler` all take it. Every accept it gives is checked against the request as
 * the library's own form would check it, so an answer no person could have sent fails the test.
 */
import type { ElicitExtensions, ElicitRequestParams, ElicitResult, TaskInfo } from '../types.js';
import type { InputContext } from '../adapter/types.js';
import type { ValidatorProvider } from '../validation/contract.js';
import { mismatches, type AnswerMismatch } from './form-would-send.js';

export type { AnswerMismatch };

/**
 * What the `elicit` function is called with besides the request: `callWithInputs` and
 * `resumeTask` pass an `InputContext`; `createElicitationHandler` passes `{ signal, repeated, task }`.
 */
export type ScriptContext = Partial<InputContext> & { signal?: AbortSignal; repeated?: boolean; task?: TaskInfo };

/** One scripted answer: a result as it goes on the wire, or a function of the question that gives one. */
export type ScriptedAnswer = ElicitResult | ((params: ElicitRequestParams, ctx: ScriptContext) => ElicitResult | Promise<ElicitResult>);

/** A scripted answer is not one the question could send; `mismatches` says what is wrong, field by field. */
export class AnswerDoesNotMatchSchemaError extends Error {
  override name = 'AnswerDoesNotMatchSchemaError';
  /** The first field at fault (by its schema key), when a field is. */
  readonly field?: string;
  /** The first problem, in words. */
  readonly problem: string;
  constructor(
    readonly mismatches: AnswerMismatch[],
    /** Which question of the script, from 1. */
    readonly question: number,
    message: string,
  ) {
    const said = mismatches.map((m) => (m.field === undefined ? m.problem : `"${m.field}": ${m.problem}`));
    super(`Scripted answer ${question} (to "${message.slice(0, 80)}") is not one the question could send: ${said.join('; ')}.`);
    this.field = mismatches[0]?.field;
    this.problem = mismatches[0]?.problem ?? '';
  }
}

/** The `elicit` function `scriptedAnswers` returns, with what it was asked and what it answered. */
export interface ScriptedElicit {
  (params: ElicitRequestParams, ctx?: ScriptContext): Promise<ElicitResult>;
  /** Every question asked, in order (recorded before it is answered, so a failed one is in it too). */
  readonly asked: ElicitRequestParams[];
  /** The context each question was asked with, in the same order. */
  readonly contexts: ScriptContext[];
  /** Every result given, in order. */
  readonly answered: ElicitResult[];
}

export interface ScriptedAnswersOptions {
  /** Checks form answers; the library's default validator unless given (pass the one your host uses). */
  validator?: ValidatorProvider;
  /**
   * The extensions the host turns on (as `callWithInputs` and `elicit()` take them): a question
   * written for one is checked against the extension's schema, its patterns included.
   */
  extensions?: ElicitExtensions;
}

/**
 * Answers questions from `script`: a list used in order (one entry per question asked), or a
 * function of `(params, ctx)` for every question. Each result is checked before it is given:
 * an accept must be one the form could send for that request (only its fields, each of its kind,
 * passing its constraints; no content in URL mode); otherwise the call rejects with an
 * `AnswerDoesNotMatchSchemaError` naming the field and the problem. A question the list has no
 * entry for rejects too, so a flow that asks more than the test expects fails.
 *
 * ```js source="test/packaging/node/scripted.mjs#scriptedAnswers"
 * import assert from 'node:assert/strict';
 * import { callWithInputs } from 'mcp-elicit/adapter';
 * import { AnswerDoesNotMatchSchemaError, scriptedAnswers } from 'mcp-elicit/adapter/testing';
 * import { sendTo } from './send.cjs'; // your transport; this one is a fetch to Streamable HTTP, in send.cjs beside this file
 *
 * const send = sendTo(process.env.MCP_URL);
 * const deleteFile = (elicit) => callWithInputs(send, { method: 'tools/call', params: { name: 'delete_file', arguments: { path: '/tmp/b' } } }, { elicit });
 *
 * // Answers in order, one per question; each accept is checked as the form would check it.
 * const elicit = scriptedAnswers([{ action: 'accept', content: { confirm: true } }]);
 * const result = await deleteFile(elicit);
 * assert.equal(result.content[0].text, 'deleted /tmp/b');
 * assert.equal(elicit.asked[0].message, 'Delete /tmp/b?');
 *
 * // An answer no person could have given fails the test, naming the field.
 * const wrong = scriptedAnswers([{ action: 'accept', content: { confirm: 'yes' } }]);
 * await assert.rejects(deleteFile(wrong), AnswerDoesNotMatchSchemaError);
 * ```
 */
export function scriptedAnswers(
  script: readonly ScriptedAnswer[] | ((params: ElicitRequestParams, ctx: ScriptContext) => ElicitResult | Promise<ElicitResult>),
  options: ScriptedAnswersOptions = {},
): ScriptedElicit {
  if (!Array.isArray(script) && typeof script !== 'function') {
    throw new TypeError('scriptedAnswers: give a list of results (one per question, in order) or a function of (params, ctx).');
  }
  const asked: ElicitRequestParams[] = [];
  const contexts: ScriptContext[] = [];
  const answered: ElicitResult[] = [];
  const elicit = async (params: ElicitRequestParams, ctx: ScriptContext = {}): Promise<ElicitResult> => {
    asked.push(params);
    contexts.push(ctx);
    const n = asked.length;
    const entry = typeof script === 'function' ? script : (script as readonly ScriptedAnswer[])[n - 1];
    if (entry === undefined) {
      throw new Error(`The script has ${(script as readonly unknown[]).length} answer(s), but question ${n} was asked: "${String(params?.message).slice(0, 80)}".`);
    }
    const result = typeof entry === 'function' ? await entry(params, ctx) : entry;
    const wrong = await mismatches(params, result, options.validator, options.extensions);
    if (wrong.length) throw new AnswerDoesNotMatchSchemaError(wrong, n, String(params?.message ?? ''));
    answered.push(result);
    return result;
  };
  return Object.assign(elicit, { asked, contexts, answered });
}
