import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { closeOpenQuestions, lastTurn, reply, scenario, setEra, setTimeoutSeconds, startHarness, tickets, type Harness } from './harness.js';

// The demo driven like a person in Debian Chromium: every tool through accept, decline, cancel and
// timeout, in both protocol eras, against the demo's real MCP server. Questions are answered with
// mcp-elicit/testing/playwright, as a host's own end-to-end tests would.

const ERAS = ['2026-07-28', '2025-11-25'] as const;

/** Runs the scenario `label`, answers its question with `action` (and `values`), and returns the help desk's reply. */
async function run(page: Page, action: 'accept' | 'decline' | 'cancel', label: string, values: Record<string, unknown> = {}): Promise<string> {
  await scenario(page, label);
  await answer(await nextQuestion(page), values, { action });
  return reply(page);
}

async function timeOut(page: Page, label: string): Promise<string> {
  await setTimeoutSeconds(page, 1);
  try {
    await scenario(page, label);
    const text = await reply(page);
    await lastTurn(page).getByText('Time ran out, so the request was cancelled.').waitFor();
    return text;
  } finally {
    await setTimeoutSeconds(page, 120);
  }
}

for (const era of ERAS) {
  describe(`the demo in ${era}`, () => {
    let harness: Harness;
    let page: Page;
    before(async () => {
      harness = await startHarness();
      ({ page } = await harness.newPage());
      if (era !== '2026-07-28') await setEra(page, era);
    });
    afterEach(() => closeOpenQuestions(page));
    after(() => harness.close());

    describe('close_ticket', () => {
      it('declined: leaves the ticket open', async () => {
        assert.equal(await run(page, 'decline', 'Close T-1'), 'The user said no. Leave the ticket open.');
        assert.equal((await tickets(page))['T-1'].status, 'open');
      });

      it('cancelled: dismissed, nothing changed', async () => {
        assert.equal(await run(page, 'cancel', 'Close T-1'), 'The user dismissed the question. Nothing was changed.');
      });

      it('timed out: cancelled, nothing changed', async () => {
        assert.equal(await timeOut(page, 'Close T-1'), 'The user dismissed the question. Nothing was changed.');
      });

      it('accepted without the tick: not confirmed', async () => {
        assert.equal(await run(page, 'accept', 'Close T-1'), 'Not confirmed: T-1 stays open.');
      });

      it('accepted and ticked: closes and emails, with one "Close requested" for the call', async () => {
        const requestedBefore = harness.demo.store.ticket('T-1')!.history.filter((h) => h.text === 'Close requested').length;
        assert.equal(await run(page, 'accept', 'Close T-1', { 'Yes, close it and email the customer': true }), 'Closed T-1 and emailed ada@example.com.');
        const history = harness.demo.store.ticket('T-1')!.history.map((h) => h.text);
        assert.equal(history.filter((h) => h === 'Close requested').length, requestedBefore + 1);
        assert.deepEqual(history.slice(-2), ['Closed', 'Emailed ada@example.com']);
        await page.getByRole('cell', { name: 'Emailed ada@example.com' }).waitFor();
        assert.equal((await tickets(page))['T-1'].status, 'closed');
      });
    });

    describe('assign_ticket without an agent', () => {
      it('declined, cancelled and timed out: not assigned', async () => {
        assert.match(await run(page, 'decline', 'Assign T-2, let me pick'), /T-2 was not assigned \(the user chose decline\)/);
        assert.match(await run(page, 'cancel', 'Assign T-2, let me pick'), /the user chose cancel/);
        assert.match(await timeOut(page, 'Assign T-2, let me pick'), /the user chose cancel/);
        assert.equal((await tickets(page))['T-2'].agent, '—');
      });

      it('accepted: the chosen agent takes it', async () => {
        // 39 agents: a combobox that filters as the person types.
        assert.equal(await run(page, 'accept', 'Assign T-2, let me pick', { Agent: 'Priya' }), 'Assigned T-2 to Priya.');
        await page.getByRole('cell', { name: 'Assigned to Priya' }).waitFor();
      });
    });

    describe('delete_ticket', () => {
      it('declined, cancelled and timed out: not deleted', async () => {
        assert.equal(await run(page, 'decline', 'Delete T-4'), 'T-4 was not deleted (the user chose decline).');
        assert.equal(await run(page, 'cancel', 'Delete T-4'), 'T-4 was not deleted (the user chose cancel).');
        assert.equal(await timeOut(page, 'Delete T-4'), 'T-4 was not deleted (the user chose cancel).');
        assert.ok((await tickets(page))['T-4']);
      });

      it('accepted and ticked: deleted', async () => {
        assert.equal(await run(page, 'accept', 'Delete T-4', { 'Yes, delete T-4 permanently': true }), 'Deleted T-4.');
        assert.equal(harness.demo.store.ticket('T-4'), undefined);
      });
    });

    describe('create_customer, corrected over two rounds', () => {
      it('declined, cancelled and timed out: not created', async () => {
        assert.equal(await run(page, 'decline', 'New customer with typos'), 'No customer was created (the user chose decline).');
        assert.equal(await run(page, 'cancel', 'New customer with typos'), 'No customer was created (the user chose cancel).');
        assert.equal(await timeOut(page, 'New customer with typos'), 'No customer was created (the user chose cancel).');
      });

      it('asks again for the one field still wrong, quoting the server, pre-filled', async () => {
        await scenario(page, 'New customer with typos');
        let form = await nextQuestion(page);
        assert.match((await readQuestion(form)).message, /“A” is too short for a name.*“ada\.example\.com” is not an email address: it has no @/s);
        await answer(form, { Name: 'Grace Hopper', Email: 'grace@example.com' });

        // Round 2: the address is taken, which only the server knows; the name is not asked again.
        form = await nextQuestion(page);
        const round2 = await readQuestion(form);
        assert.match(round2.message, /grace@example\.com already belongs to Grace Hopper/);
        assert.deepEqual(
          round2.fields.map((f) => f.label),
          ['Email'],
        );
        if (era === '2026-07-28') assert.equal(round2.fields[0].value, 'grace@example.com', 'pre-filled from round 1');
        await answer(form, { Email: 'grace.hopper@navy.example' });
        assert.equal(await reply(page), 'Created customer Grace Hopper <grace.hopper@navy.example>.');
      });
    });

    describe('connect_billing (URL mode)', () => {
      it('declined, cancelled and timed out: not connected', async () => {
        assert.equal(await run(page, 'decline', 'Connect billing'), 'Billing was not connected (the user chose decline).');
        assert.equal(await run(page, 'cancel', 'Connect billing'), 'Billing was not connected (the user chose cancel).');
        assert.equal(await timeOut(page, 'Connect billing'), 'Billing was not connected (the user chose cancel).');
      });

      it('opens the sign-in page on consent and completes once the person signed in', async () => {
        await scenario(page, 'Connect billing');
        const consent = await nextQuestion(page);
        const link = (await readQuestion(consent)).url!;
        assert.deepEqual([link.host, link.warnings, link.opens], [new URL(harness.demo.url).host, [], true]);
        const [popup] = await Promise.all([page.context().waitForEvent('page'), answer(consent)]);
        await popup.waitForLoadState();
        assert.equal(await popup.evaluate(() => (globalThis as unknown as { opener: unknown }).opener), null, 'opened without an opener');
        // The retry comes back before the person signed in: asked again, never silently.
        const again = await nextQuestion(page);
        await popup.getByRole('button', { name: 'Sign in and connect' }).click();
        await popup.getByText('You are signed in').waitFor();
        await popup.close();
        await answer(again); // "I’ve finished"
        assert.equal(await reply(page), 'Billing connected. Invoices will sync tonight.');
        // Once connected, no card of the turn still offers to open the sign-in page again.
        assert.equal(await lastTurn(page).locator('mcp-elicitation').count(), 0, 'the answered consents do not pile up');
        assert.equal(await lastTurn(page).getByRole('button', { name: /again/ }).count(), 0);
      });
    });

    describe('kitchen_sink', () => {
      it('declined, cancelled and timed out', async () => {
        assert.equal(await run(page, 'decline', 'Every field kind'), 'The user chose decline.');
        assert.equal(await run(page, 'cancel', 'Every field kind'), 'The user chose cancel.');
        assert.equal(await timeOut(page, 'Every field kind'), 'The user chose cancel.');
      });

      it('accepted: the server receives every kind of value', async () => {
        const values = { 'Full name': 'Ada Lovelace', Email: 'ada@example.com', agent: 'Sam', Country: 'Côte d’Ivoire', channels: ['email', 'phone'] };
        const received = JSON.parse((await run(page, 'accept', 'Every field kind', values)).replace(/^Received: /, ''));
        assert.deepEqual(received, {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          seats: 2,
          newsletter: false,
          priority: 'normal',
          agent: 'sam',
          country: 'CI',
          channels: ['email', 'phone'],
        });
      });
    });
  });
}

describe('the demo, 2026-07-28 only', () => {
  let harness: Harness;
  let page: Page;
  before(async () => {
    harness = await startHarness();
    ({ page } = await harness.newPage());
  });
  afterEach(() => closeOpenQuestions(page));
  after(() => harness.close());

  it('shows the call on the wire: the retry carries the answer and the same requestState', async () => {
    await run(page, 'accept', 'Close T-1', { 'Yes, close it and email the customer': true });
    const wire = lastTurn(page).locator('details.wire');
    await wire.locator('> summary').click();
    const summaries = await wire.locator('ol > li > details > summary').allTextContents();
    assert.equal(summaries.length, 4);
    assert.match(summaries[0], /^→ tools\/call close_ticket #\d+$/);
    assert.match(summaries[1], /^← result #\d+ \(input_required\)$/);
    assert.match(summaries[2], /^→ tools\/call close_ticket #\d+, retry with inputResponses and requestState$/);
    assert.match(summaries[3], /^← result #\d+ \(complete\)$/);
    const messages = await Promise.all((await wire.locator('ol > li pre').all()).map(async (pre) => JSON.parse((await pre.textContent())!)));
    assert.equal(messages[2].params.requestState, messages[1].result.requestState, 'byte for byte');
    assert.notEqual(messages[2].id, messages[0].id);
    assert.deepEqual(messages[2].params.inputResponses, { confirm: { action: 'accept', content: { confirm: true } } });
  });

  it('refuses a tampered requestState, and nothing changes', async () => {
    await page.getByRole('checkbox', { name: 'Tamper with the next requestState' }).check();
    assert.equal(await run(page, 'accept', 'Delete T-4', { 'Yes, delete T-4 permanently': true }), 'The call failed: Invalid or expired requestState');
    assert.ok(harness.demo.store.ticket('T-4'), 'not deleted');
    assert.equal(await page.getByRole('checkbox', { name: 'Tamper with the next requestState' }).isChecked(), false, 'only once');
  });

  it('runs a tool typed by hand, with its arguments', async () => {
    await page.getByRole('combobox', { name: 'Tool' }).selectOption('assign_ticket');
    await page.getByRole('textbox', { name: 'id' }).fill('T-3');
    await page.getByRole('textbox', { name: 'agent (optional)' }).fill('Nour');
    await page.getByRole('button', { name: 'Run' }).click();
    assert.equal(await reply(page), 'Assigned T-3 to Nour.');
  });
});

describe('the demo page', () => {
  let harness: Harness;
  before(async () => (harness = await startHarness()));
  after(() => harness.close());

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe in ${colorScheme}, with a question open`, async () => {
      const { page, context } = await harness.newPage({ colorScheme, bypassCSP: true });
      try {
        await scenario(page, 'Every field kind');
        await nextQuestion(page);
        await page.addScriptTag({ path: new URL('../../node_modules/axe-core/axe.min.js', import.meta.url).pathname });
        const violations = await page.evaluate(async () => {
          const result = await (globalThis as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run({});
          return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
        });
        assert.deepEqual(violations, []);
      } finally {
        await context.close();
      }
    });
  }

  it('works by keyboard alone', async () => {
    const { page, context } = await harness.newPage();
    try {
      await page.getByRole('button', { name: 'Close T-1' }).focus();
      await page.keyboard.press('Enter');
      // The button is busy, so nothing keeps focus and the question takes it, on its message:
      // Tab reaches the box, Space ticks, Tab reaches Accept, Enter sends.
      await nextQuestion(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      assert.equal(await reply(page), 'Closed T-1 and emailed ada@example.com.');
    } finally {
      await context.close();
    }
  });

  it('runs under its strict Content-Security-Policy without errors', async () => {
    const { page, context, errors } = await harness.newPage();
    try {
      await run(page, 'cancel', 'Every field kind');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
