// Every story of the built Storybook, after its play function, in every variant.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { STORYBOOK, contentClip, expect, photograph, settle, test } from './fixtures.js';
import { PACKAGE_SUBSET } from './package-subset.js';

interface Entry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const index = JSON.parse(readFileSync(`${STORYBOOK}/index.json`, 'utf8')) as { entries: Record<string, Entry> };
const all = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Against the installed tarball (VISUAL_PACKAGE), only the named subset; each of its ids must exist. */
const fromPackage = !!process.env.VISUAL_PACKAGE;
const missing = PACKAGE_SUBSET.filter((id) => !all.some((story) => story.id === id));
if (missing.length) throw new Error(`test/visual/package-subset.ts names stories that do not exist: ${missing.join(', ')}`);
const stories = fromPackage ? all.filter((story) => PACKAGE_SUBSET.includes(story.id)) : all;

/** Where the package run writes which parts each story showed (scripts/visual.mjs checks them all were seen). */
const PARTS_SEEN = 'test/visual/.results/parts';

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
      if (fromPackage) {
        const seen = await page.evaluate(() => {
          const names = new Set<string>();
          const walk = (root: Document | ShadowRoot) => {
            for (const el of root.querySelectorAll('*')) {
              for (const name of el.getAttribute('part')?.split(/\s+/) ?? []) if (name) names.add(name);
              if (el.shadowRoot) walk(el.shadowRoot);
            }
          };
          walk(document);
          return [...names];
        });
        mkdirSync(PARTS_SEEN, { recursive: true });
        writeFileSync(`${PARTS_SEEN}/${test.info().project.name}--${story.id}.json`, JSON.stringify(seen));
      }
    });
  }
});
