// The bench page's activation guard: an inline question appears under the pointer (or with focus on
// Accept), and the runner presses again and again with real input until Accept takes it. What it
// measures is how long the question ignores presses after it is on screen.
import { elicit } from '../../src/index.js';
import type { McpElicitation } from '../../src/elements/elicitation/elicitation.js';
import { questionRoot } from '../../src/testing/read-question.js';

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

/** Accept, once it is drawn (laid out with a size), or undefined. */
function drawnAccept(): HTMLButtonElement | undefined {
  const el = turn?.querySelector<McpElicitation>('mcp-elicitation');
  const inner = el?.shadowRoot ? questionRoot(el) : undefined;
  const accept = inner?.querySelector<HTMLButtonElement>('[part~="accept-button"]');
  if (!accept) return undefined;
  const box = accept.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? accept : undefined;
}

/**
 * Asks one inline question; resolves when it is on screen with where Accept is. The clock starts
 * at the first frame in which Accept is drawn (that frame's own timestamp, taken before any of the
 * frame's callbacks run, the guard's included), so the figure can only overstate the window, never
 * understate it. With `focusAccept`, Accept has focus (as a host that moves focus would give it),
 * for the keyboard figure.
 */
export async function guardAsk(focusAccept: boolean): Promise<{ x: number; y: number }> {
  turn?.remove();
  turn = document.body.appendChild(document.createElement('div'));
  // Watch every frame from before the question is asked, so the first one that shows it is seen.
  const shown = new Promise<{ at: number; accept: HTMLButtonElement }>((resolve) => {
    const watch = (frameAt: number): void => {
      const accept = drawnAccept();
      if (accept) resolve({ at: frameAt, accept });
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const answer = elicit(confirmation, { container: turn, server: { name: 'Help desk' }, focus: 'never' });
  const { at, accept } = await shown;
  const current: Asked = { shownAt: at };
  asked = current;
  void answer.then((result) => {
    current.answeredAt = performance.now();
    current.action = result.action;
  });
  if (focusAccept) accept.focus();
  const box = accept.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Milliseconds from the question on screen to the press Accept took, once it did. */
export function guardAnswered(): { after: number; action: string } | undefined {
  if (!asked?.answeredAt) return undefined;
  return { after: asked.answeredAt - asked.shownAt, action: asked.action! };
}
