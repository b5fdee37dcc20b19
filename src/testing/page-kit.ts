/**
 * The part of the kit that runs in the page for `mcp-elicit/testing/playwright`: built as one
 * classic script (dist/testing/page-kit.js) that the Node side evaluates in the page once, since a
 * Playwright test reads the page only through functions it sends there.
 */
import { readQuestion } from './read-question.js';
import { takeNextQuestion, watchQuestions } from './watch.js';
import { expectOutcome, outcomeOf } from './outcome.js';

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

const kit = { readQuestion, takeNextQuestion, watchQuestions, expectOutcome, outcomeOf, mark };
export type PageKit = typeof kit;

(globalThis as { __mcpElicitKit?: PageKit }).__mcpElicitKit ??= kit;
watchQuestions();
