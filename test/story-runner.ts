// Every story of the catalogue, rendered the way Storybook does (args merged, the story's render or
// the meta's), for tests that check each one: axe, definitions, reflow.
import { render, type TemplateResult } from 'lit';
import stories from 'virtual:all-stories';
import { sleep } from './harness.js';
import { frame } from '../stories/frame.js';

type Render = (args: object, ctx: object) => TemplateResult;
type Play = (ctx: { canvasElement: HTMLElement; args: object }) => Promise<void> | void;
type StoryModule = Record<string, unknown> & { default: { title?: string; args?: object; render?: Render; play?: Play } };
type Story = { args?: object; render?: Render; play?: Play };

export interface StoryCase {
  /** "Elicitation/Form mode / Pristine" */
  title: string;
  /**
   * Renders the story into `host` inside Storybook's own frame (stories/frame.ts), lets it settle,
   * then runs its play function (as Storybook does in a story's own view), and lets it settle again.
   */
  render(host: HTMLElement): Promise<void>;
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
      const play = story.play ?? meta.play;
      const args = { ...meta.args, ...story.args };
      cases.push({
        title: `${meta.title ?? file} / ${name}`,
        render: async (host) => {
          render(frame(renderStory(args, { args })), host);
          await settle(host);
          if (!play) return;
          await play({ canvasElement: host, args });
          await settle(host);
        },
      });
    }
  }
  return cases;
}

/** Questions a story opened as modal dialogs (on document.body): cancelled, so that none outlives its test. */
export function closeModalQuestions(): void {
  for (const el of document.querySelectorAll<HTMLElement & { cancel(): void }>('body > mcp-elicitation')) el.cancel();
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
