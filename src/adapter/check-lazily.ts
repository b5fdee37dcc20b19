/**
 * The server-side answer check, loaded when first used: it brings the form's request parser and
 * validator, which a host whose person is in the same page (callWithInputs) never needs.
 */
import type * as Check from './check-answers.js';

/** See `checkAnswer` in check-answers.ts: one answer from a browser, checked as the form would. */
export const checkAnswer: typeof Check.checkAnswer = (request, result, options) => import('./check-answers.js').then((m) => m.checkAnswer(request, result, options));

/** See `checkAnswers` in check-answers.ts: a round of answers from a browser, exactly the keys asked. */
export const checkAnswers: typeof Check.checkAnswers = (questions, answers, options) => import('./check-answers.js').then((m) => m.checkAnswers(questions, answers, options));
