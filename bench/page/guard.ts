// The bench page's activation guard: an inline question appears under the pointer (or with focus on
// Accept), and the runner presses again and again with real input until Accept takes it. What it
// measures is how long the question ignores presses after it is on screen.
import { elicit } from '../../src/index.js';
import type { McpElicitation } from '../../src/elements/elicitation/elicitation.js';
import { until } from './burst.js';

interface Asked {
  shownAt: number;
  answeredAt?: number;
  action?: string;
}
let asked: Asked | undefined;
let turn: HTMLElement | undefined;

const confirmation = {
  mode: 'form' as const,
  message: 'Delete T-4 for good?',
  requestedSchema: { type: 'object' as const, properties: { confirm: { type: 'boolean' as const, title: 'Yes, delete it', default: true } } },
};

/**
 * Asks one inline question; resolves when it is on screen (its first render laid out) with where
 * Accept is. With `focusAccept`, Accept has focus (as a host that moves focus would give it), for
 * the keyboard figure.
 */
export async function guardAsk(focusAccept: boolean): Promise<{ x: number; y: number }> {
  turn?.remove();
  turn = document.body.appendChild(document.createElement('div'));
  const answer = elicit(confirmation, { container: turn, server: { name: 'Help desk' }, focus: 'never' });
  const el = await until(() => turn!.querySelector<McpElicitation>('mcp-elicitation'));
  await el.updateComplete;
  await el.ready;
  const inner = el.shadowRoot!.querySelector('.question')!.shadowRoot!;
  const accept = inner.querySelector<HTMLButtonElement>('[part~="accept-button"]')!;
  const box = accept.getBoundingClientRect();
  // What a person sees: the frame after the first render.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const current: Asked = { shownAt: performance.now() };
  asked = current;
  void answer.then((result) => {
    current.answeredAt = performance.now();
    current.action = result.action;
  });
  if (focusAccept) accept.focus();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Milliseconds from the question on screen to the press Accept took, once it did. */
export function guardAnswered(): { after: number; action: string } | undefined {
  if (!asked?.answeredAt) return undefined;
  return { after: asked.answeredAt - asked.shownAt, action: asked.action! };
}
