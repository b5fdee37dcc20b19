import type { McpElicitation } from './elicitation.js';
import { focusedElement } from '../../internal/focus.js';

// Modal questions take turns: one dialog on screen at a time, the others waiting in order. Each
// says where it stands ("2 of 3"), counting the ones answered since the queue was last empty.

const waiting: McpElicitation[] = [];
/** Questions answered since the queue was last empty. */
let answered = 0;
/** What had focus before the first question of this run appeared. */
let focusBefore: HTMLElement | undefined;

function number(): void {
  const total = answered + waiting.length;
  waiting.forEach((element, index) => (element.queue = total > 1 ? { position: answered + 1 + index, total } : undefined));
}

/** Puts a modal question in line; it appears at once when no other is on screen. */
export function enqueue(element: McpElicitation): void {
  if (!waiting.length) {
    answered = 0;
    focusBefore = focusedElement();
  }
  waiting.push(element);
  number();
  if (waiting.length === 1) document.body.append(element);
}

/** Whether the question is on screen now (false while it waits its turn). */
export const isShowing = (element: McpElicitation): boolean => waiting[0] === element;

/**
 * Takes a question out of line: the one on screen once answered (the next one appears), or one
 * still waiting (withdrawn unseen). Says whether the line is now empty, and what had focus before it formed.
 */
export function dequeue(element: McpElicitation): { empty: boolean; focusBefore?: HTMLElement } {
  const index = waiting.indexOf(element);
  if (index < 0) return { empty: !waiting.length };
  waiting.splice(index, 1);
  if (index === 0) {
    answered += 1;
    element.remove();
    if (waiting.length) document.body.append(waiting[0]);
  }
  number();
  return { empty: !waiting.length, focusBefore };
}
