/**
 * mcp-elicit/adapter/testing: no DOM, no Lit; runs in Node and browsers, beside `mcp-elicit/adapter`.
 *
 * `scriptedAnswers()` makes an `elicit` function for `callWithInputs`, `resumeTask` and
 * `createElicitationHandler` that answers from a script, records every question, and checks every
 * accept against its request with the library's own validator.
 */
export {
  AnswerDoesNotMatchSchemaError,
  scriptedAnswers,
  type AnswerMismatch,
  type ScriptContext,
  type ScriptedAnswer,
  type ScriptedAnswersOptions,
  type ScriptedElicit,
} from './scripted-answers.js';
