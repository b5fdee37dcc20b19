// Starts the demo and Debian Chromium for end-to-end tests, and drives the page like a person.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { buildPage } from '../../demo/server/page.js';
import { startDemo, type Demo, type DemoPage, type DemoOptions } from '../../demo/server/http.js';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

let built: Promise<DemoPage> | undefined;
/** The page bundle, built once per test process. */
export const page = (): Promise<DemoPage> => (built ??= buildPage({ minify: false }));

export interface Harness {
  demo: Demo;
  dataDir: string;
  browser: Browser;
  newPage(options?: { colorScheme?: 'light' | 'dark'; bypassCSP?: boolean }): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close(): Promise<void>;
}

export async function startHarness(options: Partial<Omit<DemoOptions, 'page'>> = {}): Promise<Harness> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mcp-elicit-demo-'));
  const demo = await startDemo({ port: 0, dataDir, reset: true, ...options, page: await page() });
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
  return {
    demo,
    dataDir,
    browser,
    async newPage({ colorScheme = 'light', bypassCSP = false } = {}) {
      const context = await browser.newContext({ colorScheme, bypassCSP, viewport: { width: 1280, height: 900 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.url).origin });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(demo.url);
      await page.getByRole('button', { name: 'Close T-1' }).and(page.locator(':enabled')).waitFor();
      return { page, context, errors };
    },
    async close() {
      await browser.close();
      await demo.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The last turn of the conversation. */
export const lastTurn = (page: Page): Locator => page.locator('li.turn').last();

/** The help desk's reply in the last turn, once it has come. */
export async function reply(page: Page): Promise<string> {
  const result = lastTurn(page).locator('p.result');
  await result.waitFor();
  return (await result.textContent())!.replace(/^[^:]*:\s*/, '').trim();
}

/** Runs a ready scenario by its button. */
export async function scenario(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label }).and(page.locator(':enabled')).click();
}

/** After a test, cancels whatever question it left open, so the next test starts clean. */
export async function closeOpenQuestions(page: Page): Promise<void> {
  const open = page.locator('mcp-elicitation').filter({ has: page.getByRole('button', { name: 'Cancel' }) });
  while ((await open.count()) > 0) await open.first().getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Close T-1' }).and(page.locator(':enabled')).waitFor();
}

export async function setEra(page: Page, era: '2026-07-28' | '2025-11-25'): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${era}`) }).check();
  await page.getByRole('button', { name: 'Close T-1' }).and(page.locator(':enabled')).waitFor();
}

export async function setTimeoutSeconds(page: Page, seconds: number): Promise<void> {
  await page.getByRole('spinbutton', { name: /Question timeout/ }).fill(String(seconds));
}

/** The tickets table, as { id: { status, agent, last } }. */
export async function tickets(page: Page): Promise<{ [id: string]: { status: string; agent: string; last: string } }> {
  const rows = await page.locator('tbody tr').all();
  const out: { [id: string]: { status: string; agent: string; last: string } } = {};
  for (const row of rows) {
    const id = (await row.locator('th').textContent())!.trim().split(' ')[0];
    const [status, agent, last] = await row.locator('td').allTextContents();
    out[id] = { status, agent, last };
  }
  return out;
}
