import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { lastTurn, reply, startHarness, type Harness } from './harness.js';

// The demo's longer work, driven like a person in Debian Chromium: a background task that asks
// halfway and survives a reload, parallel calls whose questions take turns, and a notice for a
// person looking at another tab. (Scripts run in the page are strings: tsx would wrap functions
// in helpers the page does not have.)

const MONTH = new Date().toLocaleString('en', { month: 'long' });
const REPORT_KEY = 'helpdesk:report-task';

const ready = (page: Page) => page.getByRole('button', { name: 'Close T-1' }).and(page.locator(':enabled')).waitFor();
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export the monthly report' });

/** The report's question, once the background task asks it. */
const reportQuestion = (page: Page): Promise<Locator> => nextQuestion(lastTurn(page), { timeout: 10_000 });

describe('the demo’s longer work (2026-07-28)', () => {
  let harness: Harness;
  before(async () => (harness = await startHarness({ taskStepMs: 150 })));
  after(() => harness.close());

  it('exports the monthly report in the background: it asks halfway, the page stays usable, and it finishes after the answer', async () => {
    const { page, context } = await harness.newPage();
    try {
      await exportButton(page).click();
      const question = await reportQuestion(page);
      assert.match((await question.locator('[part="task"]').textContent())!, new RegExp(`^From a background task: Gathering the tickets of ${MONTH}$`));
      assert.equal(await lastTurn(page).locator('p.task-status').textContent(), `Background task waiting for your answer: Gathering the tickets of ${MONTH}`);
      assert.equal(await page.getByRole('button', { name: 'Close T-1' }).isEnabled(), true, 'other work goes on meanwhile');
      assert.equal(await exportButton(page).isEnabled(), false, 'one report at a time');

      await answer(question, { Tickets: 'Closed tickets only', Format: 'CSV', 'A note for the finance team': 'For Sam' });
      assert.equal(await reply(page), `Exported the ${MONTH} report as CSV: 0 tickets, with the note “For Sam”.`);
      assert.equal(await page.evaluate(`sessionStorage.getItem('${REPORT_KEY}')`), null, 'a finished task is forgotten');
      assert.equal(await exportButton(page).isEnabled(), true);
    } finally {
      await context.close();
    }
  });

  it('keeps the task across a reload: the question comes back with what was typed, and the report finishes', async () => {
    const { page, context, errors } = await harness.newPage();
    try {
      await exportButton(page).click();
      let question = await reportQuestion(page);
      await question.getByRole('radio', { name: 'All tickets' }).check();
      await question.getByRole('textbox', { name: 'A note for the finance team' }).fill('Typed before the reload');
      const stored = JSON.parse(await page.evaluate<string>(`sessionStorage.getItem('${REPORT_KEY}')`));
      assert.equal(stored.status, 'input_required');
      const tasksBefore = harness.demo.board.tasks.size;

      await page.reload();
      await ready(page);
      question = await reportQuestion(page);
      assert.match((await lastTurn(page).locator('h3').textContent())!, /resumed after the page reloaded/);
      const restored = Object.fromEntries((await readQuestion(question)).fields.map((f) => [f.label, f.value]));
      assert.equal(restored['A note for the finance team'], 'Typed before the reload');
      assert.equal(restored.Tickets, 'all');
      assert.equal(harness.demo.board.tasks.size, tasksBefore, 'the same task, not a new one');

      await answer(question, { Format: 'PDF' });
      assert.equal(await reply(page), `Exported the ${MONTH} report as PDF: 4 tickets, with the note “Typed before the reload”.`);
      assert.equal(await page.evaluate('sessionStorage.length'), 0, 'the task and the draft are both forgotten');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('triages every open ticket at once: their questions take turns in one dialog, and each call gets its own answer', async () => {
    const { page, context } = await harness.newPage();
    try {
      await page.getByRole('button', { name: 'Triage all open tickets' }).click();
      const chosen: { [ticket: string]: string } = {};
      const priorities = ['urgent', 'high', 'normal', 'low'];
      for (let n = 1; n <= 4; n++) {
        const dialog = await nextQuestion(page);
        await dialog.getByText(`${n} of 4 · Help desk asks`).waitFor();
        const ticket = (await readQuestion(dialog)).message.match(/T-\d/)![0];
        chosen[ticket] = priorities[n - 1];
        if (n === 4) await answer(dialog, {}, { action: 'decline' });
        else await answer(dialog, { priority: priorities[n - 1] });
      }
      await page.locator('mcp-elicitation[modal]').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Triage all open tickets' }).and(page.locator(':enabled')).waitFor();
      const results = await page.locator('li.turn p.result').allTextContents();
      for (const [ticket, priority] of Object.entries(chosen)) {
        const expected = priority === 'low' ? `${ticket} was not triaged (the user chose decline).` : `${ticket} is now ${priority} priority.`;
        assert.ok(
          results.some((r) => r.endsWith(expected)),
          `${expected} in ${JSON.stringify(results)}`,
        );
        assert.equal(harness.demo.store.ticket(ticket)!.priority, priority === 'low' ? undefined : priority);
      }
    } finally {
      await context.close();
    }
  });

  it('a question that arrives while the person types in a field takes none of their keys: the text stays, Space picks nothing, Enter sends nothing', async () => {
    const { page, context } = await harness.newPage();
    try {
      const name = page.getByRole('textbox', { name: 'Server’s display name' });
      await exportButton(page).click();
      await name.fill('');
      await name.focus();
      // Typing goes on, key by key, while the background task asks halfway through.
      const appeared = reportQuestion(page);
      let typed = '';
      let question: Locator | undefined;
      void appeared.then((q) => (question = q));
      for (let i = 0; !question && i < 400; i++) {
        await page.keyboard.type('a');
        typed += 'a';
      }
      assert.ok(question, 'the question came while the person typed');
      await page.keyboard.type(' sure');
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(700); // past the question's first half second, as a person goes on
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');

      assert.equal(await name.inputValue(), `${typed} sure  `, 'every key went where the person was typing');
      assert.equal(await name.and(page.locator(':focus')).count(), 1, 'focus stayed in the field');
      const read = await readQuestion(question);
      assert.deepEqual(read.fields.find((f) => f.label === 'Tickets')?.value, undefined, 'no ticket choice was picked');
      assert.equal(await question.locator('[part="arrival"]').textContent(), 'New question', 'the question says it is new');
      assert.equal(await exportButton(page).isEnabled(), false, 'the task still waits for its answer');

      await answer(question, {}, { action: 'cancel' });
      await reply(page);
    } finally {
      await context.close();
    }
  });

  it('flags the tab and shows a notification when a question arrives while the tab is in the background', async () => {
    const context = await harness.browser.newContext();
    try {
      await context.grantPermissions(['notifications'], { origin: new URL(harness.demo.url).origin });
      // Headless Chromium is never in the background, and its notifications are invisible: the
      // page is told it is hidden, and each notification is recorded as it is shown.
      await context.addInitScript(`
        window.hiddenTab = false;
        window.shown = [];
        Object.defineProperty(Document.prototype, 'hidden', { get: () => window.hiddenTab });
        const Native = window.Notification;
        window.Notification = class extends Native {
          constructor(title, options) {
            super(title, options);
            window.shown.push({ title, body: options && options.body });
          }
        };
      `);
      const page = await context.newPage();
      await page.goto(harness.demo.url);
      await ready(page);
      await page.getByRole('checkbox', { name: 'Notify me when a question arrives while this tab is in the background' }).check();
      const title = await page.title();

      await page.evaluate('window.hiddenTab = true');
      await page.getByRole('button', { name: 'Close T-1' }).click();
      await lastTurn(page).getByRole('button', { name: 'Accept' }).waitFor();
      assert.equal(await page.title(), `(1) ${title}`);
      const shown = await page.evaluate('window.shown');
      assert.deepEqual(shown, [{ title: 'Help desk asks', body: 'Close T-1 “Printer is on fire” and email Ada Lovelace (ada@example.com) that it is resolved?' }]);

      await page.evaluate(`window.hiddenTab = false; document.dispatchEvent(new Event('visibilitychange'))`);
      assert.equal(await page.title(), title, 'back in view: the flag goes');
      await answer(await nextQuestion(page), {}, { action: 'cancel' });
      await reply(page);
    } finally {
      await context.close();
    }
  });
});
