import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { closeOpenQuestions, lastTurn, reply, scenario, setEra, startHarness, tickets, type Harness } from './harness.js';

// The demo with "The MCP client runs on the server": every question goes through the host's step
// routes and a sealed token, answered in Chromium as a person would; the Wire view shows both hops.

describe('the demo with its MCP client on the server', () => {
  let harness: Harness;
  let page: Page;
  before(async () => {
    harness = await startHarness();
    ({ page } = await harness.newPage());
    await page.getByRole('radio', { name: /^on the server/ }).check();
  });
  afterEach(() => closeOpenQuestions(page));
  after(() => harness.close());

  it('deletes a ticket once the person confirms in the page, and the Wire view shows both hops', async () => {
    await scenario(page, 'Delete T-4');
    const question = await nextQuestion(page);
    assert.match((await readQuestion(question)).message, /T-4/);
    await answer(question, { 'Yes, delete T-4 permanently': true });
    assert.match(await reply(page), /T-4/);
    assert.equal((await tickets(page))['T-4'], undefined);
    const wire = lastTurn(page).locator('details.wire');
    await wire.locator('summary').first().click();
    const lines = await wire.locator('li > details > summary').allTextContents();
    assert.deepEqual(
      lines.map((line) => line.replace(/\(\d+ characters\)/, '(…)')),
      [
        'page → host: POST /api/steps/call',
        'host ⇄ MCP server: → tools/call delete_ticket #1',
        'host ⇄ MCP server: ← result #1 (input_required)',
        'page ← host: 1 question(s) and a sealed token (…)',
        'page → host: POST /api/steps/answer with the answers and the token',
        'host ⇄ MCP server: → tools/call delete_ticket #1, retry with inputResponses and requestState',
        'host ⇄ MCP server: ← result #1 (complete)',
        'page ← host: the result',
      ],
    );
  });

  it('asks over several rounds, the second pre-filled with what the person typed', async () => {
    await scenario(page, 'New customer with typos');
    const first = await nextQuestion(page);
    const fields = (await readQuestion(first)).fields.map((f) => f.label);
    await answer(first, Object.fromEntries(fields.map((label) => [label, /mail/i.test(label) ? 'ada@example.com' : 'Ada Byron'])));
    const second = await nextQuestion(page);
    const again = await readQuestion(second);
    assert.deepEqual(
      again.fields.map((f) => [f.key, f.value]),
      [['email', 'ada@example.com']],
    );
    await answer(second, { [again.fields[0].label]: 'ada.byron@example.com' });
    assert.equal(await reply(page), 'Created customer Ada Byron <ada.byron@example.com>.');
  });

  // Last: it changes the era.
  it('on 2025-11-25, holds the session on the server and puts its question to the page through the relay; the Wire view shows both hops', async () => {
    await setEra(page, '2025-11-25');
    await scenario(page, 'Close T-1');
    const question = await nextQuestion(page);
    assert.match((await readQuestion(question)).message, /T-1/);
    await answer(question, { 'Yes, close it and email the customer': true });
    assert.equal(await reply(page), 'Closed T-1 and emailed ada@example.com.');
    assert.equal((await tickets(page))['T-1'].status, 'closed');
    const wire = lastTurn(page).locator('details.wire');
    await wire.locator('summary').first().click();
    const lines = await wire.locator('li > details > summary').allTextContents();
    assert.deepEqual(lines, [
      'page → host: POST /api/steps/call',
      "page ← relay: the server's question",
      'page → relay: POST /api/relay the answer (accept)',
      'page ← relay: answer taken',
      'host ⇄ MCP server: → initialize #0',
      'host ⇄ MCP server: ← result #0',
      'host ⇄ MCP server: → notifications/initialized',
      'host ⇄ MCP server: → tools/call close_ticket #1',
      'host ⇄ MCP server: ← elicitation/create #0',
      'host ⇄ MCP server: → result #0',
      'host ⇄ MCP server: ← result #1',
      'page ← host: the result',
    ]);
  });
});
