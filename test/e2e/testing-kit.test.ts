import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { AnswerError, AnswerRefusedError, answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

// mcp-elicit/testing/playwright against every control the form draws, in Debian Chromium: the
// page opens questions with elicit() on `window.ask(request)`, and the verbs answer them.

const PAGE = `
import { elicit } from './src/index.ts';
window.ask = (request, modal, brokenValidator) => {
  const validator = brokenValidator ? { validator: () => Promise.reject(new Error('chunk failed')) } : {};
  window.answered = elicit(request, modal ? validator : { container: document.querySelector('main'), server: { name: 'Help desk' }, ...validator });
};
`;

const titled = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ const: `v${i + 1}`, title: `${prefix} ${i + 1}` }));
const EVERY_CONTROL = {
  mode: 'form',
  message: 'Tell us everything',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name', minLength: 2 },
      site: { type: 'string', title: 'Website', format: 'uri' },
      day: { type: 'string', title: 'Day', format: 'date' },
      at: { type: 'string', title: 'Call at', format: 'date-time' },
      weight: { type: 'number', title: 'Weight' },
      seats: { type: 'integer', title: 'Seats', default: 2 },
      agree: { type: 'boolean', title: 'Agree' },
      size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'] },
      team: { type: 'string', title: 'Team', oneOf: titled(8, 'Team') },
      country: { type: 'string', title: 'Country', oneOf: titled(30, 'Country') },
      channels: { type: 'array', title: 'Channels', items: { anyOf: titled(3, 'Channel') } },
      regions: { type: 'array', title: 'Regions', items: { anyOf: titled(20, 'Region') }, default: ['v1'] },
    },
    required: ['name'],
  },
};

describe('mcp-elicit/testing/playwright', () => {
  let server: Server;
  let origin: string;
  let browser: Browser;
  let page: Page;

  before(async () => {
    const bundle = await build({ stdin: { contents: PAGE, resolveDir: '.', loader: 'ts' }, bundle: true, format: 'esm', write: false, logLevel: 'error' });
    const script = bundle.outputFiles[0].text;
    server = createServer((req, res) => {
      if (req.url === '/page.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><main></main><script type="module" src="/page.js"></script></html>');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
  });
  after(async () => {
    await browser.close();
    await new Promise((done) => server.close(done));
  });

  async function ask(request: unknown, { modal = false, brokenValidator = false } = {}) {
    page = await browser.newPage();
    await page.goto(origin);
    await page.waitForFunction('typeof window.ask === "function"');
    await page.evaluate(([r, m, b]) => (globalThis as unknown as { ask(r: unknown, m: boolean, b: boolean): void }).ask(r, m, b), [request, modal, brokenValidator] as const);
    return nextQuestion(page);
  }

  it('reads every control: label, kind, required, options and value', async () => {
    const reading = await readQuestion(await ask(EVERY_CONTROL));
    assert.deepEqual(
      reading.fields.map((f) => [f.key, f.control, f.required]),
      [
        ['name', 'text', true],
        ['site', 'uri', false],
        ['day', 'date', false],
        ['at', 'date-time', false],
        ['weight', 'number', false],
        ['seats', 'integer', false],
        ['agree', 'checkbox', false],
        ['size', 'radios', false],
        ['team', 'select', false],
        ['country', 'combobox', false],
        ['channels', 'checkboxes', false],
        ['regions', 'combobox', false],
      ],
    );
    assert.deepEqual(reading.fields.find((f) => f.key === 'regions')!.value, ['v1']);
    assert.deepEqual(reading.actions, ['accept', 'decline', 'cancel']);
    await page.close();
  });

  it('fills every control, drops a chosen option, and sends what a person would have sent', async () => {
    const outcome = await answer(await ask(EVERY_CONTROL), {
      'Full name': 'Ada Lovelace',
      Website: 'https://example.com',
      Day: '2026-12-24',
      'Call at': '2026-12-24T09:30',
      Weight: 2.5,
      Seats: 4,
      Agree: true,
      Size: 'L',
      Team: 'Team 7',
      Country: 'Country 29',
      Channels: ['Channel 3', 'Channel 1'],
      Regions: ['Region 12'],
    });
    const { at, ...content } = outcome.result.content!;
    assert.match(String(at), /^2026-12-24T09:30:00([+-]\d{2}:\d{2}|Z)$/);
    assert.deepEqual(content, {
      name: 'Ada Lovelace',
      site: 'https://example.com',
      day: '2026-12-24',
      weight: 2.5,
      seats: 4,
      agree: true,
      size: 'L',
      team: 'v7',
      country: 'v29',
      channels: ['v1', 'v3'],
      regions: ['v12'],
    });
    await page.close();
  });

  it('answers a modal dialog, which leaves the page once answered', async () => {
    const outcome = await answer(await ask(EVERY_CONTROL, { modal: true }), { 'Full name': 'Ada' });
    assert.equal(outcome.reason, 'submit');
    assert.equal(await page.locator('mcp-elicitation').count(), 0);
    await page.close();
  });

  it('rejects with the problems on screen when Accept is refused, and with a clear error for a value no control takes', async () => {
    const question = await ask(EVERY_CONTROL);
    const refused = (await answer(question, { 'Full name': 'A' }).catch((e: Error) => e)) as AnswerRefusedError;
    assert.ok(refused instanceof AnswerRefusedError);
    assert.deepEqual(refused.problems, ['Full name: Enter at least 2 characters']);
    const wrong = (await answer(question, { Team: 'Team 99' }).catch((e: Error) => e)) as AnswerError;
    assert.ok(wrong instanceof AnswerError);
    assert.equal(wrong.message, '"Team" offers no option "Team 99" (it offers "Team 1", "Team 2", "Team 3", "Team 4", "Team 5", "Team 6", "Team 7", "Team 8").');
    assert.deepEqual(await answer(question, {}, { action: 'cancel' }), { result: { action: 'cancel' }, reason: 'dismiss' });
    await page.close();
  });

  it('rejects an impossible date with an AnswerError naming the field, and two options of one title (issue 30)', async () => {
    const question = await ask(EVERY_CONTROL);
    const date = (await answer(question, { 'Full name': 'Ada', Day: '2026-02-30' }).catch((e: Error) => e)) as AnswerError;
    assert.ok(date instanceof AnswerError);
    assert.equal(date.field, 'Day');
    assert.equal(date.message, '"Day" takes a real date as YYYY-MM-DD; "2026-02-30" is not one.');
    const moment = (await answer(question, { 'Call at': '2026-04-31T09:00' }).catch((e: Error) => e)) as AnswerError;
    assert.equal(moment.field, 'Call at');
    await page.close();
    const twins = await ask({
      mode: 'form',
      message: 'Pick',
      requestedSchema: {
        type: 'object',
        properties: {
          pick: {
            type: 'string',
            title: 'Pick',
            oneOf: [
              { const: 'a', title: 'Same' },
              { const: 'b', title: 'Same' },
            ],
          },
        },
      },
    });
    const ambiguous = (await answer(twins, { Pick: 'b' }).catch((e: Error) => e)) as AnswerError;
    assert.ok(ambiguous instanceof AnswerError);
    assert.equal(ambiguous.message, '"Pick" shows 2 options titled "Same" (values "a", "b"): a person cannot tell which is "b".');
    await page.close();
  });

  it('refuses at once a question nobody can reach (issue 30)', async () => {
    const question = await ask(EVERY_CONTROL);
    await question.evaluate((el) => ((el as unknown as { style: { display: string } }).style.display = 'none'));
    const started = Date.now();
    const hidden = (await answer(question, { 'Full name': 'Ada' }).catch((e: Error) => e)) as AnswerError;
    assert.ok(hidden instanceof AnswerError, String(hidden));
    assert.match(hidden.message, /^A person cannot reach this question: it is not displayed/);
    assert.ok(Date.now() - started < 2000);
    await page.close();
  });

  it('reads a disabled Accept as not offered, and refuses it at once with the reason on screen (issue 30)', async () => {
    const question = await ask(EVERY_CONTROL, { brokenValidator: true });
    const reading = await readQuestion(question);
    assert.deepEqual(reading.actions, ['decline', 'cancel']);
    assert.deepEqual(reading.disabled, { actions: ['accept'], reason: 'Your answers could not be checked, so they were not sent. You can decline or cancel.' });
    const started = Date.now();
    const refused = (await answer(question, { 'Full name': 'Ada' }).catch((e: Error) => e)) as AnswerRefusedError;
    assert.ok(refused instanceof AnswerRefusedError, String(refused));
    assert.deepEqual(refused.problems, [reading.disabled!.reason]);
    assert.ok(Date.now() - started < 2000);
    assert.deepEqual(await answer(question, {}, { action: 'decline' }), { result: { action: 'decline' }, reason: 'decline' });
    await page.close();
  });

  it('says so when no question opens in time', async () => {
    page = await browser.newPage();
    await page.goto(origin);
    await assert.rejects(nextQuestion(page, { timeout: 200 }), { message: 'No question opened within 200 ms.' });
    await page.close();
  });
});
