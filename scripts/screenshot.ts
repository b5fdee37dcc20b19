// npm run screenshot: starts the demo, plays the "New customer with typos" scenario up to its
// second round, and saves docs/demo.png for the README.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildPage } from '../demo/server/page.js';
import { startDemo } from '../demo/server/http.js';
import { chromiumArgs, findChromium } from './chromium.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'mcp-elicit-shot-'));
const demo = await startDemo({ port: 0, dataDir, reset: true, page: await buildPage() });
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, colorScheme: 'light' });
  await page.goto(demo.url);
  const ready = page.getByRole('button', { name: 'Close T-1' }).and(page.locator(':enabled'));
  await ready.waitFor();

  // A finished turn first: the person closed T-1.
  await ready.click();
  await page.getByRole('checkbox', { name: 'Yes, close it and email the customer' }).check();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.locator('p.result').getByText('Closed T-1 and emailed ada@example.com.').waitFor();

  // Then a corrections round: the server refuses an address only it knows is taken.
  await page.getByRole('button', { name: 'New customer with typos' }).and(page.locator(':enabled')).click();
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email (required)' }).fill('grace@example.com');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.locator('mcp-elicitation').last().getByText('grace@example.com already belongs to Grace Hopper').first().waitFor();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'docs/demo.png', fullPage: true });
  console.log('saved docs/demo.png');
} finally {
  await browser.close();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
}
