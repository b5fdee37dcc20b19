/**
 * What pressing a button led to: the question answered (its result event), or refused Accept (its
 * error summary takes focus after a failed accept, every time). Listening starts before the press,
 * so an answer that comes at once is not missed, nor one that waits for the validator to load.
 */
import { questionRoot, readQuestion, type QuestionOnPage } from './read-question.js';
import { timerDelay } from '../internal/timers.js';
import type { PressOutcome } from './reading.js';
import type { ElicitationResultDetail } from '../types.js';

export type { PressOutcome };

/** Starts listening for what the next press on `el` leads to. */
export function expectOutcome(el: QuestionOnPage, timeout: number): Promise<PressOutcome> {
  const root = questionRoot(el);
  return new Promise<PressOutcome>((resolve, reject) => {
    const done = (value: PressOutcome | Error): void => {
      el.removeEventListener('mcp-elicitation-result', onResult);
      root.removeEventListener('focusin', onFocus);
      clearTimeout(timer);
      if (value instanceof Error) reject(value);
      else resolve(value);
    };
    const onResult = (event: Event): void => done((event as CustomEvent<ElicitationResultDetail>).detail);
    const onFocus = (event: Event): void => {
      if ((event.target as Element).matches?.('[part~="error-summary"]')) done({ refused: readQuestion(el).problems });
    };
    const timer = setTimeout(() => done(new Error(`The question neither answered nor refused within ${timeout} ms of the press.`)), timerDelay(timeout));
    el.addEventListener('mcp-elicitation-result', onResult);
    root.addEventListener('focusin', onFocus);
  });
}
