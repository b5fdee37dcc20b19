/**
 * The part of the kit that runs in the page for `mcp-elicit/testing/playwright`: built as one
 * classic script (dist/testing/page-kit.js) that the Node side evaluates in the page once, since a
 * Playwright test reads the page only through functions it sends there.
 */
import { questionRoot, readQuestion, type QuestionOnPage } from './read-question.js';
import { takeNextQuestion, watchQuestions } from './watch.js';
import { expectOutcome } from './outcome.js';
import type { PageKitApi, PressOutcome } from './reading.js';

let counter = 0;

/** Marks `el` so that Node can point at it with a selector; the same mark each time. */
function mark(el: Element): string {
  let id = el.getAttribute('data-mcp-elicit-question');
  if (!id) {
    id = String(++counter);
    el.setAttribute('data-mcp-elicit-question', id);
  }
  return id;
}

/** What each awaited press leads to, by the question's mark: a modal question leaves the page once answered. */
const outcomes = new Map<string, Promise<PressOutcome>>();

const kit: PageKitApi = {
  readQuestion,
  takeNextQuestion,
  watchQuestions,
  mark,
  expectOutcome(el: QuestionOnPage, timeout: number): string {
    const id = mark(el);
    outcomes.set(id, expectOutcome(el, timeout));
    return id;
  },
  async whenArmed(el: QuestionOnPage, timeout: number): Promise<void> {
    // The question covers its controls with `.arming` on its base while presses are ignored.
    for (const end = performance.now() + timeout; questionRoot(el).querySelector('[part="base"].arming');) {
      if (performance.now() > end) throw new Error(`The question still ignored presses after ${timeout} ms (its activation window).`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
  outcomeOf(id: string): Promise<PressOutcome> {
    const outcome = outcomes.get(id);
    if (!outcome) throw new Error('No press is awaited on this question.');
    outcomes.delete(id);
    return outcome;
  },
};

(globalThis as { __mcpElicitKit?: PageKitApi }).__mcpElicitKit ??= kit;
watchQuestions();
