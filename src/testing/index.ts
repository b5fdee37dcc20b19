/**
 * mcp-elicit/testing: a host's tests answer questions as a person would, without learning the
 * markup.
 *
 * In the page (web-test-runner, Vitest browser mode, Storybook play functions): `nextQuestion()`,
 * `answer()` and `readQuestion()`. For Playwright, see `mcp-elicit/testing/playwright`; for a test
 * without a DOM that answers from a script, `scriptedAnswers()` in `mcp-elicit/adapter/testing`;
 * for the edge cases every renderer must survive, `mcp-elicit/testing/gallery`.
 */
export { answer, nextQuestion, readQuestion } from './dom-answer.js';
export { watchQuestions } from './watch.js';
export { AnswerError, AnswerRefusedError, type AnswerValues } from './plan.js';
export type { ElicitationResultDetail } from '../types.js';
export type { ControlKind, FieldReading, QuestionOnPage, QuestionReading } from './read-question.js';
export type { TestFile } from './reading.js';
