// `npm start -- --workers 2`, driven in Debian Chromium: the demo's host on two workers behind the
// round-robin balancer, on an in-memory bus (test/e2e/demo-workers.test.ts) or on a real Redis
// (test/workers/demo-workers-redis.test.ts). A person answers a question on each protocol era; the
// Wire view names the worker behind each reply, and the answer lands on the worker that did not ask.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { startWorkersDemo, type WorkersDemo } from '../../demo/server/workers.js';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { lastTurn, page as builtPage, reply, scenario, setEra, tickets } from './harness.js';

export interface WorkersHarness {
  demo: WorkersDemo;
  page: Page;
  close(): Promise<void>;
}

export async function startWorkersHarness(redisUrl?: string): Promise<WorkersHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcp-elicit-workers-'));
  const demo = await startWorkersDemo({ workers: 2, redisUrl, port: 0, dataDir, reset: true, page: await builtPage() });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(demo.url);
    await page.getByRole('button', { name: 'Close T-1' }).and(page.locator(':enabled')).waitFor();
    await page.getByRole('radio', { name: /^on the server/ }).check();
    const opened = browser;
    return {
      demo,
      page,
      close: async () => {
        await opened.close();
        await demo.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser?.close();
    await demo.close();
    throw error;
  }
}

/** The last turn's Wire view, one summary line per message. */
export async function wireLines(page: Page): Promise<string[]> {
  const wire = lastTurn(page).locator('details.wire');
  await wire.locator('summary').first().click();
  return wire.locator('li > details > summary').allTextContents();
}

/** The worker named in the first wire line that matches, e.g. "worker 2". */
export function workerIn(lines: string[], pattern: RegExp): string {
  const line = lines.find((l) => pattern.test(l));
  assert.ok(line, `no line like ${pattern} in:\n${lines.join('\n')}`);
  const worker = /\((worker \d+)\)/.exec(line)?.[1];
  assert.ok(worker, `no worker named in "${line}"`);
  return worker;
}

/** 2026-07-28: asked through one worker, continued through the other from the sealed token alone. */
export async function deleteThroughTwoWorkers(harness: WorkersHarness): Promise<{ asked: string; continued: string }> {
  const { page } = harness;
  await setEra(page, '2026-07-28');
  await scenario(page, 'Delete T-4');
  const question = await nextQuestion(page);
  assert.match((await readQuestion(question)).message, /T-4/);
  await answer(question, { 'Yes, delete T-4 permanently': true });
  assert.match(await reply(page), /T-4/);
  assert.equal((await tickets(page))['T-4'], undefined);
  const lines = await wireLines(page);
  return { asked: workerIn(lines, /^page ← host .*question\(s\) and a sealed token/), continued: workerIn(lines, /^page ← host .*the result/) };
}

/** 2025-11-25: the session is held by the worker the call went to; the answer reaches the other. */
export async function closeThroughTheRelay(harness: WorkersHarness): Promise<{ holder: string; answeredThrough: string; lines: string[] }> {
  const { page } = harness;
  await setEra(page, '2025-11-25');
  await page.getByRole('radio', { name: /^on the server/ }).check();
  await scenario(page, 'Close T-1');
  const question = await nextQuestion(page);
  assert.match((await readQuestion(question)).message, /T-1/);
  await answer(question, { 'Yes, close it and email the customer': true });
  assert.equal(await reply(page), 'Closed T-1 and emailed ada@example.com.');
  assert.equal(harness.demo.helpDesk.store.ticket('T-1')!.history.filter((h) => h.text === 'Closed').length, 1, 'closed once');
  const lines = await wireLines(page);
  return { holder: workerIn(lines, /^page ← host .*the result/), answeredThrough: workerIn(lines, /^page ← relay .*answer taken/), lines };
}
