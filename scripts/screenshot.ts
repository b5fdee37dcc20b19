// npm run screenshot: starts the demo, plays the "New customer with typos" scenario up to its
// second round, and saves docs/demo.png for the README; then photographs a form and a link at
// 320 px, right to left and in forced colours (docs/narrow.png, docs/rtl.png, docs/forced-colors.png).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
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
  await photographStates(browser);
} finally {
  await browser.close();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The states page (scripts/pages/screenshot-states.ts), in the three ways the README shows it. */
async function photographStates(browser: Browser): Promise<void> {
  const bundle = await build({ entryPoints: ['scripts/pages/screenshot-states.ts'], bundle: true, format: 'esm', write: false, logLevel: 'error' });
  const js = bundle.outputFiles[0].text;
  const server = createServer((req, res) => {
    if (req.url === '/states.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><meta charset="utf-8"><title>states</title><script type="module" src="/states.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const [file, query, forcedColors] of [['narrow', '', 'none'], ['rtl', '?dir=rtl', 'none'], ['forced-colors', '', 'active']] as const) {
      const page = await browser.newPage({ viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, colorScheme: 'light', forcedColors });
      await page.goto(`${origin}/${query}`);
      await page.locator('body[data-ready]').waitFor();
      await page.screenshot({ path: `docs/${file}.png`, fullPage: true });
      await page.close();
      console.log(`saved docs/${file}.png`);
    }
  } finally {
    server.close();
  }
}
