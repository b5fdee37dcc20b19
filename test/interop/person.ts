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

export interface Person {
  page: Page;
  /** For `callWithInputs` and `createElicitationHandler`: shows the question in the page and waits for the person. */
  elicit(params: ElicitRequestParams, ctx?: Pick<InputContext, 'previous' | 'repeated'>): Promise<ElicitResult>;
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

export async function openPerson(server: ServerIdentity): Promise<Person> {
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
  await page.goto(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => typeof window.ask === 'function');
  return {
    page,
    // What an earlier round of the same call entered pre-fills a corrections round, as a host would pass it.
    elicit: (params, ctx) => page.evaluate(([p, s, asked]) => window.ask(p, s, asked), [params, server, { values: ctx?.previous, repeated: ctx?.repeated }] as const),
    async close() {
      await browser.close();
      await new Promise((done) => http.close(done));
      if (errors.length) throw new Error(`The page had errors: ${errors.join('; ')}`);
    },
  };
}
