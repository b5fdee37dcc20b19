// connectRelay() in Debian Chromium, against two relays ("workers") on one in-memory bus behind a
// loopback balancer that sends each request to the other worker. Questions are asked on the server
// (relay.ask, as an MCP client's elicitation handler does) and answered by a person in the page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createMemoryBus, createRelay, createRelayHandler, toNodeListener, type ElicitRequestParams, type Relay, type RelayBus } from '../../src/adapter/index.js';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

const PAGE = `
import { connectRelay } from './src/index.ts';
const modal = new URLSearchParams(location.search).has('modal');
window.statuses = [];
window.ends = [];
window.relay = connectRelay('/relay', {
  container: modal ? undefined : document.querySelector('main'),
  server: { name: 'Help desk' },
  retry: { minMs: 100, maxMs: 400 },
  onStatus: (status) => window.statuses.push(status),
  onEnd: (end) => window.ends.push(end),
  extensions: new URLSearchParams(location.search).has('openai') ? { openai: true } : undefined,
});
`;

const form: ElicitRequestParams = {
  message: 'Which ticket should I close?',
  requestedSchema: { type: 'object', properties: { ticket: { type: 'string', title: 'Ticket', minLength: 3 } }, required: ['ticket'] },
};
// The workers check answers to OpenAI's form extension too, as the page renders it (with ?openai).
const FAST = { heartbeatMs: 200, graceMs: 5000, extensions: { openai: true } };

/** A question of OpenAI's form extension, as the adapter hands it on (the 2026-07-28 shape). */
const pickPart = {
  mode: 'form',
  message: 'Which part?',
  requestedSchema: { type: 'object', properties: {} },
  _meta: {
    'openai/elicitation': {
      requestedSchema: {
        type: 'object',
        properties: {
          part: {
            type: 'string',
            title: 'Reference file',
            format: 'uri',
            'x-openai-input': {
              type: 'resource',
              options: [
                { uri: 'cad://parts/hex-bolt', name: 'hex-bolt', title: 'M6 hex bolt' },
                { uri: 'cad://parts/washer', name: 'washer', title: 'M6 washer' },
              ],
            },
          },
        },
        required: ['part'],
      },
    },
  },
} as ElicitRequestParams;

describe('connectRelay in Chromium, two workers behind a balancer', () => {
  const bus = createMemoryBus();
  let one: Relay;
  let two: Relay;
  let server: Server;
  let origin: string;
  let browser: Browser;
  let context: BrowserContext;
  const streams = new Set<ServerResponse>();

  before(async () => {
    one = createRelay({ bus, ...FAST });
    two = createRelay({ bus, ...FAST });
    const subject = (request: Request) => /(?:^|;\s*)user=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
    const workers = [one, two].map((relay) => toNodeListener(createRelayHandler(relay, { subject })));
    let turn = 0;
    const bundle = await build({ stdin: { contents: PAGE, resolveDir: '.', loader: 'ts' }, bundle: true, format: 'esm', write: false, logLevel: 'error' });
    const script = bundle.outputFiles[0].text;
    server = createServer((req, res) => {
      if (req.url?.startsWith('/relay')) {
        if (req.method === 'GET') (streams.add(res), res.on('close', () => streams.delete(res)));
        return workers[turn++ % workers.length](req, res);
      }
      if (req.url === '/page.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'user=ada; Path=/; SameSite=Strict' });
      res.end('<!doctype html><html lang="en"><title>Relay</title><main></main><script type="module" src="/page.js"></script></html>');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
    context = await browser.newContext();
  });
  after(async () => {
    await browser.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    await Promise.all([one.close(), two.close()]);
  });

  async function open(query = ''): Promise<Page> {
    const page = await context.newPage();
    await page.goto(origin + '/' + query);
    await page.waitForFunction('window.statuses.includes("open")');
    return page;
  }

  it('shows a question asked on worker 1 inline, and the person’s answer reaches worker 1', async () => {
    const page = await open();
    const asked = one.ask('ada', form);
    const question = await nextQuestion(page);
    assert.equal((await readQuestion(question)).message, 'Which ticket should I close?');
    const outcome = await answer(question, { Ticket: 'T-42' });
    assert.equal(outcome.reason, 'submit');
    assert.deepEqual(await asked, { action: 'accept', content: { ticket: 'T-42' } });
    await page.close();
  });

  it('shows a question of OpenAI’s form extension in a page that renders it, and the resource picked reaches worker 1, checked there', async () => {
    const page = await open('?openai');
    const asked = one.ask('ada', pickPart);
    const question = await nextQuestion(page);
    const outcome = await answer(question, { 'Reference file': 'M6 washer' });
    assert.equal(outcome.reason, 'submit');
    assert.deepEqual(await asked, { action: 'accept', content: { part: 'cad://parts/washer' } });
    await page.close();
  });

  it('shows an open question again after a reload and in a second tab; the first answer wins and closes the other', async () => {
    const first = await open();
    const asked = two.ask('ada', form);
    await nextQuestion(first);
    await first.reload();
    const again = await nextQuestion(first);
    const second = await open();
    const inSecond = await nextQuestion(second);
    await answer(inSecond, { Ticket: 'T-7' });
    assert.deepEqual(await asked, { action: 'accept', content: { ticket: 'T-7' } });
    await again.waitFor({ state: 'detached' });
    assert.deepEqual(await first.evaluate('window.ends.map((end) => end.reason)'), ['answered']);
    await Promise.all([first.close(), second.close()]);
  });

  it('reconnects after a dropped stream and loses no question asked meanwhile', async () => {
    const page = await open();
    for (const stream of streams) stream.destroy();
    const asked = one.ask('ada', form);
    const question = await nextQuestion(page);
    await answer(question, { Ticket: 'T-99' });
    assert.deepEqual(await asked, { action: 'accept', content: { ticket: 'T-99' } });
    const statuses = (await page.evaluate('window.statuses')) as string[];
    assert.deepEqual(statuses.slice(0, 3), ['connecting', 'open', 'reconnecting']);
    assert.equal(statuses.at(-1), 'open');
    await page.close();
  });

  it('closes the modal question when the server withdraws it', async () => {
    const page = await open('?modal');
    const withdraw = new AbortController();
    const asked = one.ask('ada', form, { signal: withdraw.signal });
    const question = await nextQuestion(page);
    assert.equal(await page.getByRole('dialog').count(), 1);
    withdraw.abort();
    assert.deepEqual(await asked, { action: 'cancel' });
    await question.waitFor({ state: 'detached' });
    assert.deepEqual(await page.evaluate('window.ends.map((end) => end.reason)'), ['cancelled']);
    await page.close();
  });

  it('says “the server’s session ended” where the question was when the worker that asked stops without a word', async () => {
    let silent = false;
    const cut: RelayBus = {
      publish: (topic, message) => (silent ? Promise.resolve() : bus.publish(topic, message)),
      subscribe: (topic, onMessage) => bus.subscribe(topic, (message) => silent || onMessage(message)),
    };
    const killed = createRelay({ bus: cut, ...FAST });
    const page = await open();
    void killed.ask('ada', form);
    const question = await nextQuestion(page);
    silent = true;
    await question.waitFor({ state: 'detached' });
    const notice = page.locator('main [data-mcp-elicit-notice="session-ended"]');
    assert.equal(await notice.textContent(), 'The server’s session ended, so this question can no longer be answered.');
    await killed.close();
    await page.close();
  });
});
