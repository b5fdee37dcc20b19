import { stripMarkers } from './lit-markers.js';

/**
 * What the person pressed in a kept question's copy, to press again in the live question: the
 * "Show the question" disclosure, or a button named by its part ("Show more" of a long message).
 */
export type Press = { summary: true; focus: boolean } | { part: string };

/**
 * A copy of what an answered, kept question shows: the same markup, in the same styles, under a
 * plain element with the question's attributes (its class and `exportparts`, so `::part()` and
 * the kit find it as before). It holds no element, controller or template: a chat keeps hundreds
 * of answered questions, and a live one holds several kilobytes. Lit's marker comments are left out.
 * Pressing the disclosure or a button calls `press` instead of acting on the copy.
 */
export function keptCopy(question: Element, press: (what: Press) => void): HTMLElement {
  const copy = document.createElement('div');
  for (const { name, value } of question.attributes) copy.setAttribute(name, value);
  const from = question.shadowRoot!;
  const root = copy.attachShadow({ mode: 'open', delegatesFocus: true });
  root.adoptedStyleSheets = from.adoptedStyleSheets;
  for (const node of from.childNodes) root.append(node.cloneNode(true));
  stripMarkers(root);
  root.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('summary, button');
    if (!target) return;
    // The copy's disclosure stays shut: the live question opens in its place.
    event.preventDefault();
    press(target.localName === 'summary' ? { summary: true, focus: true } : { part: target.getAttribute('part') ?? '' });
  });
  // Opened some other way (find in page, a script): the live question opens in its place, focus left where it is.
  root.querySelector('details')?.addEventListener('toggle', (event) => {
    if ((event.target as HTMLDetailsElement).open) press({ summary: true, focus: false });
  });
  return copy;
}

/** Presses `what` in the live question's `root`, and gives it focus, as the person did in the copy. */
export function pressAgain(root: ShadowRoot, what: Press): void {
  if ('summary' in what) {
    const details = root.querySelector('details');
    if (details) details.open = true;
    if (what.focus) details?.querySelector('summary')?.focus();
    return;
  }
  const button = what.part ? root.querySelector<HTMLButtonElement>(`button[part~="${CSS.escape(what.part)}"]`) : null;
  button?.focus();
  button?.click();
}
