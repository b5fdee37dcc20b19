// The AI SDK as a real host, end to end: AI SDK Core 7 on a Node server (test/peers/ai-sdk-host)
// runs a scripted mock model whose tool calls go through `@ai-sdk/mcp` to the demo's help desk and
// to the Python SDK's; the MCP server's question comes to a React `useChat` page in Chromium as a
// part of the assistant's message, the person answers it there, the tool finishes, and the model's
// last words stream in. Decline, Cancel, the deadline and a reload each end as cancel or decline,
// as the person chose or as they would expect.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { startDemo, type Demo } from '../../demo/server/http.js';
import { startChatHost, type ChatHost } from '../peers/ai-sdk-host/host.js';
import { scriptedModel, type Plan } from '../peers/ai-sdk-host/model.js';
import { startPython, type Peer } from './peers.js';

/** The model's one skill: "close T-1" closes a ticket, "delete C-2" deletes a customer. */
const plan: Plan = (words) => {
  const ticket = /close (T-\d+)/i.exec(words);
  if (ticket) return { toolName: 'close_ticket', input: { id: ticket[1] } };
  const customer = /delete (C-\d+)/i.exec(words);
  if (customer) return { toolName: 'delete_customer', input: { customer_id: customer[1] } };
  return undefined;
};

let browser: Browser;
const pages: Page[] = [];
const errors: string[] = [];

/** A signed-in person's chat page. */
async function openChat(host: ChatHost): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  await context.addCookies([{ name: 'user', value: 'ada', url: host.url }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  pages.push(page);
  await page.goto(host.url);
  return page;
}

async function say(page: Page, words: string): Promise<void> {
  await page.getByLabel('Message').fill(words);
  await page.getByRole('button', { name: 'Send' }).click();
}

const lastAnswer = (page: Page) => page.getByRole('article', { name: 'Assistant' }).last();

/** Waits until the assistant's message says `words` (the model's last words, streamed in). */
async function assistantSays(page: Page, words: RegExp | string): Promise<void> {
  await lastAnswer(page).locator('p.text', { hasText: words }).waitFor({ timeout: 20_000 });
}

async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`Not within ${ms} ms: ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

before(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
});
after(async () => {
  await browser?.close();
  assert.deepEqual(errors, [], 'the chat page had no errors');
});

describe('the AI SDK (ai 7, @ai-sdk/react useChat) as a chat host whose MCP client runs on the server', () => {
  describe('against the demo’s help desk', () => {
    let demo: Demo;
    let dataDir: string;
    let host: ChatHost;
    before(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'mcp-elicit-ai-sdk-chat-'));
      demo = await startDemo({ port: 0, dataDir, reset: true, page: { html: '', css: '', js: '' } });
      host = await startChatHost({ mcpUrl: `${demo.url}mcp`, model: scriptedModel(plan) });
    });
    after(async () => {
      await host?.close();
      await demo?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('shows the tool’s question inline in the assistant’s message; once answered, the tool finishes and the model’s last words stream in', async (t) => {
      const page = await openChat(host);
      await say(page, 'Please close T-1');
      const question = await nextQuestion(lastAnswer(page), { timeout: 20_000 });
      assert.match((await readQuestion(question)).message, /Close T-1 “Printer is on fire”/);
      assert.equal(host.relay.openQuestions, 1, 'the AI SDK’s MCP client waits on the relay');
      const answered = Date.now();
      await answer(question, { 'Yes, close it and email the customer': true });
      await assistantSays(page, 'The help desk says: Closed T-1 and emailed ada@example.com.');
      t.diagnostic(`answer to the model's last words on screen: ${Date.now() - answered} ms`);
      await lastAnswer(page).getByRole('status').filter({ hasText: 'Answered.' }).waitFor();
      assert.equal(await lastAnswer(page).locator('mcp-elicitation').count(), 0, 'the form gave way to how the question ended');
      assert.equal(host.relay.openQuestions, 0);
      // The conversation goes on: the question's part goes back with the history, and the model answers.
      await say(page, 'Thank you');
      await assistantSays(page, 'I can close tickets and delete customers. What shall I do?');
      assert.equal(await page.getByRole('article', { name: 'Assistant' }).count(), 2);
    });

    it('Decline: the tool hears no, and the model says so', async () => {
      const page = await openChat(host);
      await say(page, 'close T-2');
      await answer(await nextQuestion(lastAnswer(page), { timeout: 20_000 }), {}, { action: 'decline' });
      await assistantSays(page, 'The help desk says: The user said no. Leave the ticket open.');
    });

    it('Cancel: the tool hears cancel (dismissed), never a no', async () => {
      const page = await openChat(host);
      await say(page, 'close T-3');
      await answer(await nextQuestion(lastAnswer(page), { timeout: 20_000 }), {}, { action: 'cancel' });
      await assistantSays(page, 'The help desk says: The user dismissed the question. Nothing was changed.');
    });

    it('a reload mid-question withdraws it at once as cancel; the reloaded page starts afresh, and the ticket is still open', async () => {
      const page = await openChat(host);
      await say(page, 'close T-4');
      await nextQuestion(lastAnswer(page), { timeout: 20_000 });
      assert.equal(host.relay.openQuestions, 1);
      const reloaded = Date.now();
      await page.reload();
      // Well before the relay's 30 s grace (room left for a busy machine): the chat request was
      // aborted, and the question with it.
      await until(() => host.relay.openQuestions === 0, 'the question ended after the reload', 10_000);
      assert.ok(Date.now() - reloaded < 10_000);
      assert.equal(await page.locator('mcp-elicitation').count(), 0, 'no stale question on the fresh page');
      // Nothing was closed: asked again, the help desk asks again.
      await say(page, 'close T-4');
      const again = await nextQuestion(lastAnswer(page), { timeout: 20_000 });
      assert.match((await readQuestion(again)).message, /Close T-4/);
      await answer(again, {}, { action: 'decline' });
      await assistantSays(page, /Leave the ticket open/);
    });
  });

  describe('a question nobody answers in time', () => {
    let demo: Demo;
    let dataDir: string;
    let host: ChatHost;
    before(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'mcp-elicit-ai-sdk-chat-'));
      demo = await startDemo({ port: 0, dataDir, reset: true, page: { html: '', css: '', js: '' } });
      host = await startChatHost({ mcpUrl: `${demo.url}mcp`, model: scriptedModel(plan), questionTimeoutMs: 3000 });
    });
    after(async () => {
      await host?.close();
      await demo?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('ends at the deadline as cancel: the page says it timed out, and the model goes on', async () => {
      const page = await openChat(host);
      await say(page, 'close T-1');
      // Shown (not waited for until it is ready: on a busy machine the 3 s could pass meanwhile), then timed out.
      await lastAnswer(page).locator('mcp-elicitation').waitFor({ state: 'attached', timeout: 10_000 });
      await lastAnswer(page).getByRole('status').filter({ hasText: 'This question timed out' }).waitFor({ timeout: 15_000 });
      await assistantSays(page, 'The help desk says: The user dismissed the question. Nothing was changed.');
      assert.equal(await lastAnswer(page).locator('mcp-elicitation').count(), 0);
    });
  });

  describe('against the Python SDK’s help desk', () => {
    let peer: Peer;
    let host: ChatHost;
    before(async () => {
      peer = await startPython('helpdesk:app');
      host = await startChatHost({ mcpUrl: peer.url, model: scriptedModel(plan) });
    });
    after(async () => {
      await host?.close();
      await peer?.close();
    });

    it('deletes a customer once the person confirms in the chat', async () => {
      const page = await openChat(host);
      await say(page, 'delete C-2');
      await answer(await nextQuestion(lastAnswer(page), { timeout: 20_000 }), { 'Yes, delete Grace Hopper': true });
      await assistantSays(page, 'The help desk says: Deleted C-2 (Grace Hopper).');
    });

    it('Decline: nothing is deleted, and the model says so', async () => {
      const page = await openChat(host);
      await say(page, 'delete C-1');
      await answer(await nextQuestion(lastAnswer(page), { timeout: 20_000 }), {}, { action: 'decline' });
      await assistantSays(page, /Not deleted: the person chose decline/);
    });
  });
});
