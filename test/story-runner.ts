// Every story of the catalogue, rendered the way Storybook does (args merged, the story's render or
// the meta's), for tests that check each one: axe, definitions, reflow.
import { render, type TemplateResult } from 'lit';
import stories from 'virtual:all-stories';
import { sleep } from './harness.js';

type Render = (args: object, ctx: object) => TemplateResult;
type StoryModule = Record<string, unknown> & { default: { title?: string; args?: object; render?: Render } };
type Story = { args?: object; render?: Render };

export interface StoryCase {
  /** "Elicitation/Form mode / Pristine" */
  title: string;
  /** Renders the story into `host`. */
  render(host: HTMLElement): void;
}

/** Every story of every stories file. */
export function allStories(): StoryCase[] {
  const cases: StoryCase[] = [];
  for (const [file, module] of Object.entries(stories as unknown as Record<string, StoryModule>)) {
    const meta = module.default;
    for (const [name, value] of Object.entries(module)) {
      if (name === 'default' || typeof value !== 'object' || value === null) continue;
      const story = value as Story;
      const renderStory = story.render ?? meta.render;
      if (!renderStory) throw new Error(`${file} ${name} has no render function`);
      const args = { ...meta.args, ...story.args };
      cases.push({ title: `${meta.title ?? file} / ${name}`, render: (host) => render(renderStory(args, { args }), host) });
    }
  }
  return cases;
}

/** Waits for every element in `root`'s shadow trees to finish updating, and for what stories do after. */
export async function settle(root: Element): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const pending: Promise<unknown>[] = [];
    const walk = (node: Element | ShadowRoot) => {
      for (const el of node.querySelectorAll('*')) {
        const update = (el as { updateComplete?: Promise<unknown> }).updateComplete;
        if (update) pending.push(update);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root);
    await Promise.all(pending);
    await sleep(60);
  }
}

/** Every hyphenated tag under `root`, shadow trees included. */
export function tagsIn(root: Element | ShadowRoot, found = new Set<string>()): Set<string> {
  for (const el of root.querySelectorAll('*')) {
    if (el.localName.includes('-')) found.add(el.localName);
    if (el.shadowRoot) tagsIn(el.shadowRoot, found);
  }
  return found;
}
