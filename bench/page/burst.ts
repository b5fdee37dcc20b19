// The bench page's burst: twenty questions arrive at once, as parallel tool calls make them. Modal,
// they take turns in one dialog; inline, each lands in its own chat message.
import { elicit } from '../../src/index.js';
import type { McpElicitation } from '../../src/elements/elicitation/elicitation.js';
import { keptRequest } from './chat.js';
import { questionRoot } from '../../src/testing/read-question.js';

const values = (i: number) => ({ name: `Customer ${i + 1}`, news: true, plan: 'team' });
const innerOf = (el: McpElicitation) => questionRoot(el);
const layout = (el: Element): number => el.getBoundingClientRect().height;

/** Resolves once `find` gives an element, checking every microtask and then every task. */
export async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (let spins = 0; ; spins++) {
    const found = find();
    if (found) return found;
    if (spins > 20_000) throw new Error('the question never came');
    await (spins < 50 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** Usable: on screen, laid out, and able to validate an Accept. */
async function usable(el: McpElicitation): Promise<void> {
  await el.ready;
  layout(el);
}

/**
 * Twenty (`count`) questions asked at once. `first`: from the calls until the first is usable.
 * `each`: modal, from accepting one until the next is usable; inline, from the previous one being
 * usable until the next is (they all render together, so this is what each adds).
 */
export async function burst(mode: 'modal' | 'inline', count: number): Promise<{ first: number; each: number[]; all: number }> {
  const chat = mode === 'inline' ? document.body.appendChild(document.createElement('ol')) : undefined;
  const turns = chat ? Array.from({ length: count }, () => chat.appendChild(document.createElement('li'))) : [];
  const t0 = performance.now();
  const answers = Array.from({ length: count }, (_, i) => elicit(keptRequest(i), { container: turns[i], values: values(i), server: { name: 'Help desk' } }));
  const each: number[] = [];
  let first = 0;
  if (mode === 'modal') {
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const el = await until(() => document.querySelector<McpElicitation>('body > mcp-elicitation[modal]'));
      await usable(el);
      if (i === 0) first = performance.now() - t0;
      else each.push(performance.now() - started);
      // The next one's clock starts with this one's Accept, as the person sees it.
      const accepted = answers[i];
      innerOf(el).querySelector<HTMLButtonElement>('[part~="accept-button"]')!.click();
      await accepted;
    }
  } else {
    let previous = t0;
    for (let i = 0; i < count; i++) {
      const el = await until(() => turns[i].querySelector<McpElicitation>('mcp-elicitation'));
      await usable(el);
      const now = performance.now();
      if (i === 0) first = now - t0;
      else each.push(now - previous);
      previous = now;
    }
    for (const turn of turns) innerOf(turn.querySelector<McpElicitation>('mcp-elicitation')!).querySelector<HTMLButtonElement>('[part~="decline-button"]')!.click();
    await Promise.all(answers);
  }
  const all = performance.now() - t0;
  chat?.remove();
  return { first, each, all };
}
