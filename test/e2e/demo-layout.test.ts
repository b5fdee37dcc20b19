import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { nextQuestion, answer } from '../../src/testing/playwright.js';
import { closeOpenQuestions, scenario, startHarness, type Harness } from './harness.js';

// The demo page laid out as a person sees it: on a desktop screen and on a 320 px phone.

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('the demo page’s layout', () => {
  let harness: Harness;
  let page: Page;
  before(async () => {
    harness = await startHarness();
    ({ page } = await harness.newPage());
  });
  after(() => harness.close());

  it('at 1280 px: "Tool" and "id" sit on one line, over a select and an input of one height', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const [select, input] = [await box(page, '.composer select[name="tool"]'), await box(page, '.composer input[name="id"]')];
    assert.equal(Math.round(select.height), Math.round(input.height), 'the select and the input are as tall');
    assert.equal(Math.round(select.y), Math.round(input.y), 'and start on one line');
    const labels = await page.locator('.composer label.field').evaluateAll((all) => all.map((label) => Math.round(label.getBoundingClientRect().y)));
    assert.equal(new Set(labels).size, 1, `the labels start at ${labels.join(', ')}`);
  });

  it('at 1280 px: a link asked again keeps its four buttons on one line', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await scenario(page, 'Connect billing');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), answer(await nextQuestion(page))]);
    await popup.close();
    const again = await nextQuestion(page);
    // In the page (this file is type-checked without the DOM): the tops of the question's four buttons.
    // In the page; this file is type-checked without the DOM, so the page's objects are untyped here.
    const tops = await again.evaluate((el: any): number[] => {
      const found: number[] = [];
      const roots = [el.shadowRoot];
      for (let root = roots.pop(); root; root = roots.pop()) {
        for (const child of root.querySelectorAll('*')) {
          if (child.localName === 'button' && /accept|open-again|decline|cancel/.test(child.getAttribute('part') ?? '')) found.push(Math.round(child.getBoundingClientRect().top));
          if (child.shadowRoot) roots.push(child.shadowRoot);
        }
      }
      return found;
    });
    assert.equal(tops.length, 4);
    assert.equal(new Set(tops).size, 1, `the buttons start at ${tops.join(', ')}`);
    await closeOpenQuestions(page);
  });

  it('at 320 px: the scenarios come first, and the tickets table breaks no word', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Close T-1' }).and(page.locator(':enabled')).waitFor();
    const scenarios = await box(page, '.scenarios');
    assert.ok(scenarios.y < 500, `the scenario buttons are ${Math.round(scenarios.y)} px down`);
    // Every word of the tickets table is on one line: no cell is narrower than its longest word.
    const broken = await page.locator('table').evaluate((table: any): string[] => {
      const words: string[] = [];
      const document = table.ownerDocument;
      const walker = document.createTreeWalker(table, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement.offsetParent === null) continue;
        for (const match of node.textContent.matchAll(/[A-Za-z]{4,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
      }
      return words;
    });
    assert.deepEqual(broken, []);
  });

  it('at 320 px: the sign-in page keeps its card off the screen’s edges', async () => {
    const signIn = await page.context().newPage();
    await signIn.setViewportSize({ width: 320, height: 600 });
    await signIn.goto(new URL('/billing/signin?flow=layout', harness.demo.url).href);
    const card = (await signIn.locator('main').boundingBox())!;
    assert.ok(card.x >= 12 && 320 - (card.x + card.width) >= 12, `the card spans ${Math.round(card.x)}…${Math.round(card.x + card.width)}`);
    await signIn.close();
  });
});
