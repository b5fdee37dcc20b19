// Every kind of button under the pointer and pressed, in every variant: its picture, and axe's
// colour-contrast rule on it in that state (a hovered Accept once turned its fill to 10% under
// white text, 1.16:1, and no picture showed a hovered button).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, photograph, settle, test } from './fixtures.js';

/**
 * Each button, in a story that shows it: the story's id, the button's part, and how to bring it on
 * screen.
 */
const BUTTONS: { story: string; part: string; prepare?: 'last-seconds' }[] = [
  { story: 'elicitation-form-mode--countdown-near-its-end', part: 'accept-button' },
  { story: 'elicitation-form-mode--countdown-near-its-end', part: 'decline-button' },
  { story: 'elicitation-form-mode--countdown-near-its-end', part: 'cancel-button' },
  { story: 'elicitation-form-mode--countdown-near-its-end', part: 'more-time-button', prepare: 'last-seconds' },
  { story: 'elicitation-form-mode--very-long-message', part: 'message-more-button' },
  { story: 'elicitation-url-mode--https', part: 'accept-button' },
  { story: 'elicitation-url-mode--asked-again', part: 'open-again-button' },
  { story: 'elicitation-choices--many-options-multiple-choice', part: 'combobox-button' },
  { story: 'elicitation-choices--many-options-multiple-choice', part: 'chip-remove-button' },
];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's colour-contrast rule on the one button, as it is drawn now. */
async function contrastViolations(page: Page, part: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (name) => {
    const find = (root: Document | ShadowRoot): Element | undefined => {
      for (const el of root.querySelectorAll('*')) {
        if (el.getAttribute('part')?.split(' ').includes(name) && el.localName === 'button') return el;
        const inner = el.shadowRoot && find(el.shadowRoot);
        if (inner) return inner;
      }
      return undefined;
    };
    const button = find(document)!;
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { failureSummary?: string }[] }[] }> } })
      .axe;
    const result = await axe.run({ include: [[button]] }, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.failureSummary}`));
  }, part);
}

test.describe('every kind of button, under the pointer and pressed', () => {
  for (const { story, part, prepare } of BUTTONS) {
    const name = `buttons--${story.replace(/^elicitation-/, '')}--${part}`;
    test(`${part} in ${story}`, async ({ page, storybook, variant }) => {
      await page.goto(`${storybook}/iframe.html?id=${story}&viewMode=story&globals=${variant.globals};a11y.manual:!true`);
      // Storybook renders the story, then runs its play function: wait for both.
      await page.waitForFunction(() => {
        const render = (window as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase: string }[] } }).__STORYBOOK_PREVIEW__?.storyRenders.at(-1);
        return render && ['finished', 'errored', 'aborted'].includes(render.phase);
      });
      await settle(page);
      // "More time" shows in the last 20 seconds: the story's clock (a ManualClock) moves on 10 of its 25.
      if (prepare === 'last-seconds') {
        await page.evaluate(() => {
          const question = document.querySelector('mcp-elicitation') as unknown as { clock: { advance(ms: number): void } };
          question.clock.advance(10_000);
        });
        await settle(page);
      }
      const button = page.locator(`[part~="${part}"]`).first();
      await button.scrollIntoViewIfNeeded();
      // A question that comes (back) into view ignores presses for half a second, under a
      // transparent layer that the pointer would hover instead of the button: wait until it is gone
      // (two frames first, for the view change to be seen and the window to start).
      await page.waitForTimeout(100);
      await expect(page.locator('[part="base"].arming')).toHaveCount(0, { timeout: 5000 });
      const box = (await button.boundingBox())!;
      const margin = 6;
      // Whole pixels, rounded outwards: a fractional clip is rounded by the screenshot itself, one
      // way for a full-page shot and another for the viewport, and a button a half pixel further
      // along came out a pixel narrower.
      const left = Math.max(0, Math.floor(box.x - margin));
      const top = Math.max(0, Math.floor(box.y - margin));
      const clip = { x: left, y: top, width: Math.ceil(box.x + box.width + margin) - left, height: Math.ceil(box.y + box.height + margin) - top };

      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await settle(page);
      expect(await contrastViolations(page, part), 'hovered').toEqual([]);
      // Taken from the viewport as it is (not the full page): a full-page picture of a tall story
      // resizes the viewport to the page for the shot, and the button moves out from under the
      // pointer, so it was drawn hovered in one run and not in the next.
      await photograph(page, `${name}--hover.png`, clip, { fullPage: false });

      await page.mouse.down();
      await settle(page);
      expect(await contrastViolations(page, part), 'pressed').toEqual([]);
      await photograph(page, `${name}--active.png`, clip, { fullPage: false });
      // Let go away from it: nothing is pressed, nothing is sent.
      await page.mouse.move(0, 0);
      await page.mouse.up();
    });
  }
});
