// The demo page (npm start) with each scenario's question open, in every variant the page has
// (it has no right-to-left mode: playwright.config.ts runs this file only where variant.demo is
// set), and never wider than a phone's screen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { buildPage } from '../../demo/server/page.js';
import { startDemo, type DemoPage } from '../../demo/server/http.js';
import { expect, photograph, settle, test } from './fixtures.js';

const demoTest = test.extend<{ demoUrl: string }, { demoPage: DemoPage }>({
  demoPage: [async ({}, use) => use(await buildPage({ minify: false })), { scope: 'worker' }],
  // A fresh help desk for each test (scenarios change its tickets), answering at once.
  demoUrl: async ({ demoPage }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-elicit-visual-'));
    const demo = await startDemo({ port: 0, dataDir, reset: true, taskStepMs: 20, page: demoPage });
    await use(demo.url);
    await demo.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});

/** The question that waits for an answer (it has a Cancel button), inline or in its dialog. */
const openQuestion = (page: Page): Locator =>
  page
    .locator('mcp-elicitation')
    .filter({ has: page.getByRole('button', { name: 'Cancel' }) })
    .last();

/**
 * The triage scenario's four calls go out at once, and their questions take turns in the order
 * their answers come back, which the machine decides. For one picture, the server's own
 * responses to the first round are handed to the page in the order the calls were made.
 */
async function firstRoundsInCallOrder(page: Page): Promise<void> {
  let delivered = Promise.resolve();
  await page.route('**/mcp', async (route) => {
    const body = route.request().postDataJSON() as { params?: { name?: string; inputResponses?: unknown } } | null;
    if (body?.params?.name !== 'triage_ticket' || body.params.inputResponses) return route.continue();
    const response = route.fetch();
    const turn = delivered.then(async () => route.fulfill({ response: await response }));
    delivered = turn.catch(() => undefined);
    await turn;
  });
}

/** Each scenario's button; a modal question is photographed as the screen shows it, over the page. */
const SCENARIOS: { button: string; name: string; modal?: boolean; ordered?: boolean }[] = [
  { button: 'Close T-1', name: 'close-ticket' },
  { button: 'Assign T-2, let me pick', name: 'assign-ticket' },
  { button: 'Delete T-4', name: 'delete-ticket' },
  { button: 'New customer with typos', name: 'new-customer' },
  { button: 'Connect billing', name: 'connect-billing' },
  { button: 'Every field kind', name: 'every-field-kind' },
  { button: 'Export the monthly report', name: 'monthly-report' },
  { button: 'Triage all open tickets', name: 'triage', modal: true, ordered: true },
];

async function openDemo(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Close T-1' }).and(page.locator(':enabled')).waitFor();
  // No countdown on the pictures: it would tick between two shots.
  await page.getByRole('spinbutton', { name: /Question timeout/ }).fill('0');
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: innerWidth }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen);
}

/** The whole page; or, for a modal question, the screen as it shows it (dialog and backdrop). */
async function photographPage(page: Page, name: string, { mask = [], modal = false }: { mask?: Locator[]; modal?: boolean } = {}): Promise<void> {
  await settle(page);
  await page.mouse.move(0, 0);
  const size = await page.evaluate((screen) => {
    const doc = document.documentElement;
    return screen ? { width: innerWidth, height: innerHeight } : { width: doc.scrollWidth, height: doc.scrollHeight };
  }, modal);
  await photograph(page, name, { x: 0, y: 0, ...size }, { mask, fullPage: !modal });
}

demoTest.describe('the demo page looks as its baseline', () => {
  demoTest('before any scenario', async ({ page, demoUrl }) => {
    await openDemo(page, demoUrl);
    await expectNoSidewaysScroll(page);
    await photographPage(page, 'demo-start.png');
  });

  // The README's picture of the demo: a finished turn, then a corrections round.
  demoTest('after closing T-1, with a new customer corrected over two rounds', async ({ page, demoUrl }) => {
    await openDemo(page, demoUrl);
    await page.getByRole('button', { name: 'Close T-1' }).click();
    await page.getByRole('checkbox', { name: 'Yes, close it and email the customer' }).check();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.locator('p.result').getByText('Closed T-1 and emailed ada@example.com.').waitFor();
    await page.getByRole('button', { name: 'New customer with typos' }).and(page.locator(':enabled')).click();
    await page.getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Email (required)' }).fill('grace@example.com');
    await page.getByRole('button', { name: 'Accept' }).click();
    await openQuestion(page).getByText('grace@example.com already belongs to Grace Hopper').first().waitFor();
    await expectNoSidewaysScroll(page);
    await photographPage(page, 'demo-two-rounds.png');
  });

  for (const scenario of SCENARIOS) {
    demoTest(`with the question of "${scenario.button}" open`, async ({ page, demoUrl }) => {
      await openDemo(page, demoUrl);
      if (scenario.ordered) await firstRoundsInCallOrder(page);
      await page.getByRole('button', { name: scenario.button }).click();
      const question = openQuestion(page);
      await question.getByRole('button', { name: 'Cancel' }).waitFor();
      await expectNoSidewaysScroll(page);
      // Hidden, as they cannot be the same twice: the sign-in link's port and fresh flow id (wherever
      // the port shows), and how many times a background task was polled.
      const mask = [
        question.locator('[part="url"], [part="url-host"], .origin-line'),
        question.locator('[part~="accept-button"]').filter({ hasText: '127.0.0.1' }),
        page.locator('li.turn', { has: page.getByText('export_monthly_report') }).locator('details.wire > summary'),
      ];
      await photographPage(page, `demo-${scenario.name}.png`, { mask, modal: scenario.modal });
    });
  }
});
