// Every story of the built Storybook, after its play function, in every variant.
import { readFileSync } from 'node:fs';
import { STORYBOOK, contentClip, expect, photograph, settle, test } from './fixtures.js';

interface Entry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const index = JSON.parse(readFileSync(`${STORYBOOK}/index.json`, 'utf8')) as { entries: Record<string, Entry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Where the pointer rests for a story's picture (a hover state), by story id. */
const POINTER: Record<string, string> = {
  'elicitation-form-mode--focus-and-hover': 'label.option:nth-of-type(2)',
};

type Render = { phase: string };
declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { storyRenders: Render[] };
  }
}

test.describe('every story looks as its baseline', () => {
  for (const story of stories) {
    test(`${story.title} / ${story.name}`, async ({ page, storybook, variant }) => {
      // The a11y addon's own axe run is left out (npm test runs axe on every story).
      await page.goto(`${storybook}/iframe.html?id=${story.id}&viewMode=story&globals=${variant.globals};a11y.manual:!true`);
      // Storybook renders the story, then runs its play function: wait for both.
      const phase = await page.waitForFunction(() => {
        const render = window.__STORYBOOK_PREVIEW__?.storyRenders.at(-1);
        return render && ['finished', 'errored', 'aborted'].includes(render.phase) ? render.phase : false;
      });
      expect(await phase.jsonValue(), 'the story rendered and played').toBe('finished');
      if (POINTER[story.id]) await page.locator(POINTER[story.id]).hover();
      await settle(page);
      await photograph(page, `${story.id}.png`, await contentClip(page, '#storybook-root > #root-inner > [lang] > *'));
    });
  }
});
