// Builds Storybook unless storybook-static/ is fresh (scripts/storybook-build.mjs), then opens every built story (and the docs pages) in Debian Chromium
// and fails on any page error or a story whose elements did not render. Vite builds the stories
// differently from the test runner, so this checks what is actually shipped.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { serveFolder } from './static-server.mjs';
import { ensureStorybook } from './storybook-build.mjs';

const root = 'storybook-static';
ensureStorybook(root);
const server = await serveFolder(root);
const origin = server.origin;

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
const failures = [];
try {
  const page = await browser.newPage();
  let errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const entry of entries) {
    errors = [];
    await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=${entry.type === 'docs' ? 'docs' : 'story'}`);
    const rendered = entry.type === 'docs' ? '#storybook-docs .sbdocs' : '#storybook-root *';
    try {
      await page.locator(rendered).first().waitFor({ timeout: 15_000 });
      if (entry.type === 'story') {
        // The story's own element rendered its shadow content (a Lit element that failed to
        // upgrade would be an empty tag). A story that opens its questions on a click (the modal
        // queue) has none until then: its button is what renders.
        await page.waitForFunction(
          () => {
            const el = document.querySelector('#storybook-root mcp-elicitation, #storybook-root elicitation-playground');
            return el ? !!el.shadowRoot?.childElementCount : !!document.querySelector('#storybook-root button');
          },
          undefined,
          { timeout: 15_000 },
        );
      }
    } catch (error) {
      failures.push(`${entry.id}: did not render (${String(/** @type {Error} */ (error).message).split('\n')[0]})`);
    }
    if (errors.length) failures.push(`${entry.id}: ${errors.join('; ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
if (failures.length) {
  console.error(`Storybook: ${failures.length} of ${entries.length} entries failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`Storybook: all ${entries.length} stories and docs pages render without errors.`);
