// What every visual test shares: the variant it runs in, the built Storybook on 127.0.0.1, a fixed
// clock, and a picture of exactly what the story or page shows.
//
// Deterministic by construction: a fixed date and time zone, reduced motion and no animations, a
// hidden caret, Debian's fonts only (installed by .ci/run; each generic family pinned by fonts.conf),
// and a picture taken once the page has settled (every element updated, every lazy chunk and font
// loaded, the list placed) and only once two shots in a row agree (toHaveScreenshot's own rule).
import { copyFileSync, existsSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { serveFolder } from '../../scripts/static-server.mjs';
import type { Variant } from './variants.js';

export interface VisualOptions {
  variant: Variant;
}

/** The moment every picture is taken at, and where. */
export const FIXED_NOW = new Date('2026-12-01T09:30:00+01:00');
export const TIME_ZONE = 'Europe/Berlin';

/** The built Storybook photographed: the checkout's, or (the package run) one built against the installed tarball. */
export const STORYBOOK = process.env.VISUAL_STORYBOOK ?? 'storybook-static';

export const test = base.extend<{ page: Page }, VisualOptions & { storybook: string; workerPage: Page }>({
  variant: [undefined as unknown as Variant, { option: true, scope: 'worker' }],
  // One page per worker, so that Storybook's scripts are fetched and compiled once (each test still
  // navigates afresh): made as the project's context would be.
  workerPage: [
    async ({ browser, variant }, use) => {
      const context = await browser.newContext({
        viewport: { width: variant.width, height: 800 },
        colorScheme: variant.colorScheme,
        forcedColors: variant.forcedColors,
        locale: 'en-US',
        timezoneId: TIME_ZONE,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storybook: [
    async ({}, use) => {
      if (!existsSync(`${STORYBOOK}/index.json`)) throw new Error(`${STORYBOOK}/ is missing: run the suite with npm run test:visual, which builds Storybook first.`);
      const server = await serveFolder(STORYBOOK);
      await use(server.origin);
      await server.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage: page }, use) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    await use(page);
    page.off('pageerror', onError);
    // Nothing a test stored (drafts) reaches the next one; the mouse rests in a corner.
    await page.evaluate(() => (sessionStorage.clear(), localStorage.clear())).catch(() => undefined);
    await page.mouse.move(0, 0);
    expect(errors, 'errors on the page').toEqual([]);
  },
});

export { expect };

/**
 * Compares the page (within `clip`) with the baseline `name`. A picture that differs is also written
 * beside its baseline (gitignored), as `name.actual.png` with `name.diff.png`, where a person looks.
 * What cannot be the same twice (a port, a fresh id) is `mask`ed: painted over in both pictures.
 */
export async function photograph(
  page: Page,
  name: string,
  clip: { x: number; y: number; width: number; height: number },
  { mask = [], fullPage = true }: { mask?: Locator[]; fullPage?: boolean } = {},
): Promise<void> {
  const info = test.info();
  const before = info.attachments.length;
  try {
    await expect(page).toHaveScreenshot(name, { fullPage, clip, mask });
  } catch (error) {
    const baseline = info.snapshotPath(name);
    if (existsSync(baseline)) {
      for (const attachment of info.attachments.slice(before)) {
        const kind = attachment.name.match(/-(actual|diff)\.png$/)?.[1];
        if (kind && attachment.path) copyFileSync(attachment.path, baseline.replace(/\.png$/, `.${kind}.png`));
      }
    }
    throw error;
  }
}

/**
 * Waits until the page has settled: every element (through shadow roots) has finished updating,
 * every question is ready (its language, validator and lazy parts loaded), fonts are loaded, and
 * two frames have passed (Floating UI places lists in a frame).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round++) {
      const pending: Promise<unknown>[] = [];
      const walk = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          const host = el as Element & { updateComplete?: Promise<unknown>; ready?: Promise<unknown> };
          if (host.updateComplete) pending.push(host.updateComplete);
          if (el.localName === 'mcp-elicitation' && host.ready) pending.push(host.ready);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      await Promise.all(pending);
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

/**
 * The part of the page that shows something: the union of the boxes of `items` (a story's own
 * elements, inside Storybook's decorator) and whatever is in the top layer (an open dialog, a
 * list), from the top-left corner, with a margin.
 */
export async function contentClip(page: Page, items: string): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate((selector) => {
    const boxes: DOMRect[] = [...document.querySelectorAll(selector)].map((el) => el.getBoundingClientRect());
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('dialog[open], [popover]')) {
        if (el.matches('dialog[open]') || el.matches(':popover-open')) boxes.push(el.getBoundingClientRect());
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    const right = Math.max(0, ...boxes.map((b) => b.right + scrollX));
    const bottom = Math.max(0, ...boxes.map((b) => b.bottom + scrollY));
    const page = document.documentElement;
    return {
      x: 0,
      y: 0,
      width: Math.min(Math.max(page.scrollWidth, innerWidth), Math.ceil(right) + 16),
      height: Math.max(Math.ceil(bottom) + 16, 64),
    };
  }, items);
}
