// A person at a browser: Debian Chromium showing each question the adapter asks with the real
// `<mcp-elicitation>` (test/interop/page/person.ts), answered through the testing kit as a person
// would, by labels and titles. The adapter itself runs in Node, against the peer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import type { ElicitRequestParams, ElicitResult, InputContext } from '../../src/adapter/index.js';
import type { ServerIdentity } from '../../src/index.js';
import type { PageExtensions } from './page/person.js';

/** A 1×1 PNG (a teal pixel): every thumbnail the page asks of `https://thumbnails.example/`. */
export const THUMBNAIL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqLv/HwAFJgJ0wSmaTQAAAABJRU5ErkJggg==', 'base64');

export interface Person {
  page: Page;
  /** For `callWithInputs` and `createElicitationHandler`: shows the question in the page and waits for the person. */
  elicit(params: ElicitRequestParams, ctx?: Pick<InputContext, 'previous' | 'repeated'>): Promise<ElicitResult>;
  /** Every request the page made off the loopback, by URL (thumbnails.example is answered; nothing else leaves the machine). */
  requested: string[];
  close(): Promise<void>;
}

let bundle: Promise<string> | undefined;
const pageScript = () =>
  (bundle ??= build({
    entryPoints: ['test/interop/page/person.ts'],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then((out) => out.outputFiles[0].text));

/**
 * Opens the page. `extensions`: what the person's host turns on (none by default, as a host that
 * turns nothing on); with `openai: { hooks: true }` the page gives its own upload hook (a file
 * becomes `https://uploads.example/<name>`) and preview hook, and notes what they were given in
 * `window.hooked`.
 */
export async function openPerson(server: ServerIdentity, { extensions }: { extensions?: PageExtensions } = {}): Promise<Person> {
  const js = await pageScript();
  const http: Server = createServer((req, res) => {
    if (req.url === '/person.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><meta charset="utf-8"><title>A person</title><main></main><script type="module" src="/person.js"></script>');
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const browser: Browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Nothing leaves the machine: thumbnails on thumbnails.example (a name that never resolves) are
  // served here; any other request off the loopback is noted and refused.
  const requested: string[] = [];
  await page.route(
    (url) => /^(https?|wss?):$/.test(url.protocol) && !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      requested.push(route.request().url());
      if (new URL(route.request().url()).hostname === 'thumbnails.example') return route.fulfill({ status: 200, contentType: 'image/png', body: THUMBNAIL_PNG });
      return route.abort('blockedbyclient');
    },
  );
  if (extensions) await page.addInitScript((given) => (window.extensions = given), extensions);
  await page.goto(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => typeof window.ask === 'function');
  return {
    page,
    requested,
    // What an earlier round of the same call entered pre-fills a corrections round, as a host would pass it.
    elicit: (params, ctx) => page.evaluate(([p, s, asked]) => window.ask(p, s, asked), [params, server, { values: ctx?.previous, repeated: ctx?.repeated }] as const),
    async close() {
      await browser.close();
      await new Promise((done) => http.close(done));
      if (errors.length) throw new Error(`The page had errors: ${errors.join('; ')}`);
    },
  };
}
