import { expect, fixture } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import stories from 'virtual:all-stories';
import { sleep } from './helpers.js';

type StoryModule = Record<string, unknown> & { default: { title?: string; args?: object; render?: (args: object, ctx: object) => TemplateResult } };
type Story = { args?: object; render?: (args: object, ctx: object) => TemplateResult };

/** Waits for every element in `root`'s shadow trees to finish updating. */
async function settle(root: Element): Promise<void> {
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
function tagsIn(root: Element | ShadowRoot, found = new Set<string>()): Set<string> {
  for (const el of root.querySelectorAll('*')) {
    if (el.localName.includes('-')) found.add(el.localName);
    if (el.shadowRoot) tagsIn(el.shadowRoot, found);
  }
  return found;
}

describe('every story', () => {
  const modules = Object.entries(stories as unknown as Record<string, StoryModule>);

  it('exists: the stories were found', () => {
    expect(modules.length).to.be.greaterThan(3);
  });

  for (const [file, module] of modules) {
    const meta = module.default;
    for (const [name, value] of Object.entries(module)) {
      if (name === 'default' || typeof value !== 'object' || value === null) continue;
      const story = value as Story;
      it(`${meta.title ?? file} / ${name} renders, defines its elements and passes axe`, async () => {
        const renderStory = story.render ?? meta.render;
        expect(renderStory, 'a render function').to.be.a('function');
        const host = await fixture<HTMLDivElement>(document.createElement('div'));
        render(renderStory!({ ...meta.args, ...story.args }, { args: { ...meta.args, ...story.args } }), host);
        await settle(host);
        for (const tag of tagsIn(host)) expect(customElements.get(tag), `<${tag}> is defined`).to.exist;
        await expect(host).to.be.accessible();
      });
    }
  }
});
