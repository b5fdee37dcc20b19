// The package as users install it (scripts/consumer.mjs: `npm pack`, unpacked into a throwaway
// folder outside this checkout, nothing fetched, an undeclared dependency missing). Each consumer
// project in test/packaging is built with its own tool and run for real: in Node, and in Chromium
// against loopback servers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { installPackedTarball } from '../../scripts/consumer.mjs';
import { SAMPLE_TOOLS, typeCheckSamples } from '../../scripts/doc-samples.mjs';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';

const repo = resolve(import.meta.dirname, '../..');
/** The consumers' own tools, as a host project would have them. */
const TOOLS = [
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  'esbuild',
  'typescript',
  'vite',
  'vue',
  'svelte',
  '@angular/core',
  '@angular/common',
  '@angular/compiler',
  '@angular/platform-browser',
  'rxjs',
  '@playwright/test',
  'playwright',
  'playwright-core',
  '@types/node',
  'undici-types',
  'vitest',
  '@vitest/browser-playwright',
];
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'";

let work: string;
let tarball: string;
let mcp: MrtrServer;
let site: { server: Server; origin: string };
let browser: Browser;

const run = promisify(execFile);

/**
 * Runs a command in the consumer folder; its output, or a failure that shows what it printed.
 * Never synchronously: the MCP server the consumers call lives in this process.
 */
async function sh(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd: options.cwd ?? work, env: { ...process.env, ...options.env }, encoding: 'utf8', maxBuffer: 16 << 20 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

const node = (args: string[], env?: NodeJS.ProcessEnv) => sh(process.execPath, args, { env });
const bin = (pkg: string, path: string) => join(work, 'node_modules', pkg, path);

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

/** Serves the consumer folder; `?csp=strict` adds a policy without 'unsafe-eval'; the CDN page gets the package's files for jsdelivr's. */
async function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    try {
      let body: string | Buffer = readFileSync(join(root, decodeURIComponent(url.pathname)));
      if (url.pathname.startsWith('/cdn/')) body = body.toString().replaceAll('https://cdn.jsdelivr.net/npm/mcp-elicit/', '/node_modules/mcp-elicit/');
      const headers: Record<string, string> = { 'content-type': TYPES[extname(url.pathname)] ?? 'application/octet-stream' };
      if (url.searchParams.get('csp') === 'strict') headers['content-security-policy'] = CSP;
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A fresh page that records console warnings and errors. */
async function open(path: string): Promise<{ page: Page; console: string[] }> {
  const page = await browser.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(`${site.origin}${path}`);
  return { page, console: messages };
}

describe('the packed tarball, installed in consumer projects', { timeout: 240_000 }, () => {
  before(async () => {
    ({ work, tarball } = await installPackedTarball({ tools: TOOLS, prefix: 'mcp-elicit-consumers-' }));
    cpSync(join(repo, 'test', 'packaging'), work, { recursive: true });
    mcp = await startMrtrServer();
    site = await serve(work);
    browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
  });

  after(async () => {
    await browser?.close();
    await new Promise((done) => site?.server.close(done));
    await mcp?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  describe('its metadata', () => {
    it('passes publint, strict, and every entry passes @arethetypeswrong/cli', async () => {
      await sh(process.execPath, [join(repo, 'node_modules/publint/src/cli.js'), join(work, 'node_modules', 'mcp-elicit'), '--pack', 'false', '--strict'], { cwd: repo });
      // Every entry is ESM; Node >= 20.19 (the package's engines) require()s ESM, and the adapter also ships CommonJS.
      await sh(process.execPath, [join(repo, 'node_modules/@arethetypeswrong/cli/dist/index.js'), tarball, '--ignore-rules', 'cjs-resolves-to-esm'], { cwd: repo });
    });

    it('ships source maps with their sources, and a manifest that points at shipped files', () => {
      const pkg = join(work, 'node_modules', 'mcp-elicit');
      const map = JSON.parse(readFileSync(join(pkg, 'dist/index.js.map'), 'utf8'));
      assert.equal(map.sources.length, map.sourcesContent?.length, 'sourcesContent for every source');
      const declarationMap = JSON.parse(readFileSync(join(pkg, 'dist/index.d.ts.map'), 'utf8'));
      for (const source of declarationMap.sources) readFileSync(join(pkg, 'dist', source));
      const manifest = JSON.parse(readFileSync(join(pkg, 'custom-elements.json'), 'utf8'));
      for (const module of manifest.modules) readFileSync(join(pkg, module.path));
    });

    it('has a CDN build with no bare specifiers left', () => {
      const cdn = join(work, 'node_modules', 'mcp-elicit', 'cdn');
      const files = readdirSync(cdn, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.js'));
      for (const file of files) {
        // import statements and import() calls (not words in strings): their specifiers all start with ./ or ../
        const code = readFileSync(join(cdn, file), 'utf8');
        const bare = code.match(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](?![./])[^"']+["']|\bimport\(\s*["'](?![./])[^"']+["']\s*\)/);
        assert.equal(bare, null, `${file} imports ${bare?.[0]}`);
      }
    });
  });

  describe('its stylesheets', () => {
    it('imported in Node from the installed package, every stylesheet module has its CSS', async () => {
      const dist = join(work, 'node_modules', 'mcp-elicit', 'dist');
      const files = readdirSync(dist, { recursive: true })
        .map(String)
        .filter((f) => /\.styles\.js$|elicitation\/elicitation\.js$/.test(f) && !/^(node|cjs)\//.test(f));
      assert.ok(files.length >= 5, `found only ${files.join(', ')}`);
      for (const file of files) {
        const module = await import(join(dist, file));
        for (const [name, value] of Object.entries(module)) {
          const sheets = typeof value === 'function' ? [(value as { styles?: unknown }).styles].flat(Infinity).filter(Boolean) : [value];
          for (const sheet of sheets as { cssText?: unknown }[]) {
            if (!sheet || typeof sheet !== 'object' || !('cssText' in sheet)) continue;
            assert.equal(typeof sheet.cssText, 'string', `${file}: ${name}`);
            assert.ok((sheet.cssText as string).length > 100, `${file}: ${name} is nearly empty`);
          }
        }
      }
    });

    it('in Chromium, the elements adopt the same rules from the installed package as from source', async () => {
      const bundle = (alias: string[]) =>
        sh(bin('esbuild', 'bin/esbuild'), ['styles/report.js', '--bundle', '--format=esm', '--outfile=styles/out/report.js', '--log-level=error', ...alias]);
      const report = async (): Promise<Record<string, { outer: string[][]; inner: string[][] }>> => {
        const { page, console: messages } = await open('/styles/index.html');
        await page.locator('output').filter({ hasText: '{' }).waitFor();
        const out = JSON.parse((await page.locator('output').textContent()) ?? '');
        assert.deepEqual(
          messages.filter((m) => m.startsWith('pageerror')),
          [],
        );
        await page.close();
        return out;
      };
      await bundle([]);
      const installed = await report();
      await bundle([`--alias:mcp-elicit=${join(repo, 'src/index.ts')}`, `--tsconfig=${join(repo, 'tsconfig.json')}`]);
      const source = await report();
      // Every sheet holds rules: the wrapper's own, and the form's base, form and combobox sheets.
      assert.deepEqual(
        source.form.inner.map((rules) => rules.length > 0),
        [true, true, true],
      );
      assert.ok(source.link.inner.length >= 2 && source.link.inner.every((rules) => rules.length > 0));
      // The package's CSS is minified: both sides are read through the same minifier ("0.45" and ".45"
      // inside a var() fallback are the same rule, which Chromium does not normalise).
      const { transform } = await import('esbuild');
      const minified = (sheets: string[][]) =>
        Promise.all(sheets.map((rules) => Promise.all(rules.map(async (rule) => (await transform(rule, { loader: 'css', minify: true, charset: 'utf8' })).code.trim()))));
      for (const kind of ['form', 'link'] as const) {
        for (const root of ['outer', 'inner'] as const) {
          assert.deepEqual(
            installed[kind][root].map((rules) => rules.length),
            source[kind][root].map((rules) => rules.length),
            `${kind} ${root}: rules per sheet`,
          );
          assert.deepEqual(await minified(installed[kind][root]), await minified(source[kind][root]), `${kind} ${root}: the rules themselves`);
        }
      }
    });
  });

  describe('in Node', () => {
    it('ESM: imports the adapter and answers a real server', async () => {
      assert.deepEqual(JSON.parse(await node(['node/esm.mjs'], { MCP_URL: mcp.url })), { text: 'deleted /tmp/a' });
    });

    it('testing: scriptedAnswers answers a real server and catches an answer no form could send; describeRequest reads a schema', async () => {
      const out = JSON.parse(await node(['node/scripted.mjs'], { MCP_URL: mcp.url }));
      assert.deepEqual(out, {
        text: 'deleted /tmp/b',
        asked: 1,
        wrong: 1,
        testing: ['AnswerError', 'AnswerRefusedError', 'answer', 'nextQuestion', 'readQuestion', 'watchQuestions'],
      });
    });

    it('CommonJS: requires the adapter and the elements’ entry', async () => {
      assert.deepEqual(JSON.parse(await node(['node/cjs.cjs'], { MCP_URL: mcp.url })), { outside: { action: 'cancel' }, text: 'not deleted: the user said no' });
    });

    for (const conditions of [[], ['--conditions=browser']]) {
      it(`server rendering${conditions.length ? ', resolving with the browser condition' : ''}: imports every entry (exports pinned), renders React to a string`, async () => {
        const out = JSON.parse(await node([...conditions, 'node/ssr.mjs']));
        assert.match(out.html, /^<mcp-elicitation[^>]*><\/mcp-elicitation>$/);
        assert.deepEqual(out.answer, { action: 'cancel' });
        // Every entry's exports, pinned: a change to the public surface is a change to this list.
        assert.deepEqual(out.root, [
          'McpElicitation',
          'McpElicitationForm',
          'McpUrlElicitation',
          'ajvValidator',
          'answerInputs',
          'connectRelay',
          'cspSafeValidator',
          'defaultValidator',
          'elicit',
          'en',
          'preloadValidator',
        ]);
        assert.deepEqual(out.elements, ['McpElicitation', 'McpElicitationForm', 'McpUrlElicitation']);
        assert.deepEqual(out.react, ['Elicitation', 'ElicitationForm', 'UrlElicitation']);
        assert.deepEqual(out.adapter, [
          'InputProtocolError',
          'InputRetryError',
          'InputRoundsExceededError',
          'InvalidAnswerError',
          'MissingCapabilityError',
          'MissingInputHandlerError',
          'PROTOCOL_VERSION',
          'PendingTokenError',
          'TASKS_EXTENSION',
          'TaskCancelledError',
          'TaskConnectionError',
          'TaskFailedError',
          'callWithInputs',
          'checkAnswer',
          'checkAnswers',
          'clientCapabilities',
          'continueCall',
          'createElicitationHandler',
          'createMemoryBus',
          'createRedisBus',
          'createRelay',
          'createRelayHandler',
          'metaEnvelope',
          'openPending',
          'paramHeaders',
          'resumeTask',
          'sealPending',
          'startCall',
          'toNodeListener',
          'withParamHeaders',
        ]);
        assert.deepEqual(out.adapterTesting, ['AnswerDoesNotMatchSchemaError', 'scriptedAnswers']);
        assert.deepEqual(out.testing, ['AnswerError', 'AnswerRefusedError', 'answer', 'nextQuestion', 'readQuestion', 'watchQuestions']);
        assert.deepEqual(out.playwright, ['AnswerError', 'AnswerRefusedError', 'answer', 'nextQuestion', 'readQuestion']);
        assert.deepEqual(out.gallery, ['describeRequest', 'gallery', 'galleryCase']);
      });
    }
  });

  describe('TypeScript', () => {
    for (const resolution of ['bundler', 'node16']) {
      it(`type-checks a consumer with moduleResolution ${resolution}: typed listeners on document, window and elements; Vue's GlobalComponents`, async () => {
        await node([bin('typescript', 'bin/tsc'), '-p', `types/tsconfig.${resolution}.json`]);
      });
    }

    it('type-checks the Playwright test written on mcp-elicit/testing/playwright', async () => {
      await node([bin('typescript', 'bin/tsc'), '-p', 'playwright/tsconfig.json']);
    });

    it('type-checks the React app: the component’s props and the raw tag in JSX', async () => {
      await node([bin('typescript', 'bin/tsc'), '-p', 'react/tsconfig.json']);
    });

    it('type-checks every code sample of the README and the guide alone, exactly as shown, against the installed package', async () => {
      const { failed, output, checked } = await typeCheckSamples(join(work, 'doc-samples'), bin('typescript', 'bin/tsc'), { root: repo, links: SAMPLE_TOOLS });
      assert.ok(checked.length >= 30, `only ${checked.length} samples found`);
      assert.equal(failed, false, `Samples that do not compile as shown:\n${output}`);
    });
  });

  describe('in Chromium', () => {
    /** Ticks "Yes, close it", accepts, and reads what the page wrote into its <output>. */
    async function confirmOn(path: string): Promise<{ result: unknown; messages: string[] }> {
      const { page, console: messages } = await open(path);
      await page.getByRole('checkbox', { name: 'Yes, close it' }).check();
      await page.getByRole('button', { name: 'Accept' }).click();
      const result = JSON.parse((await page.locator('output').textContent()) ?? '');
      await page.close();
      return { result, messages };
    }

    it('React 19 (esbuild): the component loaded after the first render, and the raw tag, deliver Accept; a raw tag rendered before the library says so once', async () => {
      await sh(bin('esbuild', 'bin/esbuild'), [
        'react/app.tsx',
        '--bundle',
        '--splitting',
        '--format=esm',
        '--outdir=react/out',
        '--jsx=automatic',
        '--define:process.env.NODE_ENV="production"',
        '--log-level=error',
      ]);
      const { page, console: messages } = await open('/react/index.html');
      const early = page.locator('#early');
      await page.getByRole('button', { name: 'Load the library' }).click();
      await page.locator('#raw').getByRole('checkbox', { name: 'Yes' }).waitFor();
      assert.equal(await early.locator('mcp-elicitation').evaluate((el) => el.getBoundingClientRect().height), 0, 'the early tag shows nothing');
      const warnings = messages.filter((m) => m.includes('[object Object]'));
      assert.equal(warnings.filter((m) => m.includes('request="[object Object]"')).length, 1, messages.join('\n'));
      assert.ok(warnings.every((m) => m.includes("'mcp-elicit/react'")));

      for (const section of ['#raw', '#early', '#component']) {
        const part = page.locator(section);
        if (section === '#early') await page.getByRole('button', { name: 'Ask again' }).click();
        if (section === '#component') await page.getByRole('button', { name: 'Show the component' }).click();
        await part.getByRole('checkbox', { name: 'Yes' }).check();
        await part.getByRole('button', { name: 'Accept' }).click();
        assert.deepEqual(JSON.parse((await part.locator('output').textContent()) ?? ''), { action: 'accept', content: { confirm: true } }, section);
      }
      assert.deepEqual(
        messages.filter((m) => m.startsWith('pageerror')),
        [],
      );
      await page.close();
    });

    it('Vite, no framework: validates, then delivers Accept', async () => {
      await node([bin('vite', 'bin/vite.js'), 'build', 'vite', '--base', './', '--logLevel', 'warn']);
      const { page } = await open('/vite/dist/index.html');
      const email = page.getByRole('textbox', { name: 'Email (required)' });
      await email.fill('nope');
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByText('Enter an email address like name@example.com').first().waitFor();
      await email.fill('ada@example.com');
      await page.getByRole('button', { name: 'Accept' }).click();
      assert.deepEqual(JSON.parse((await page.locator('output').textContent()) ?? ''), { action: 'accept', content: { email: 'ada@example.com' } });
      await page.close();
    });

    it('Vue 3: :request.prop and @mcp-elicitation-result', async () => {
      await node([bin('vite', 'bin/vite.js'), 'build', 'vue', '--base', './', '--config', 'vue/vite.config.mjs']);
      const { result, messages } = await confirmOn('/vue/dist/index.html');
      assert.deepEqual(result, { action: 'accept', content: { confirm: true } });
      assert.deepEqual(messages, []);
    });

    it('Svelte 5: props set as properties, onmcp-elicitation-result', async () => {
      await node(['svelte/build.mjs']);
      const { result, messages } = await confirmOn('/svelte/index.html');
      assert.deepEqual(result, { action: 'accept', content: { confirm: true } });
      assert.deepEqual(messages, []);
    });

    it('Angular (standalone, zoneless): [request] and (mcp-elicitation-result), type-checked', async () => {
      await node([bin('typescript', 'bin/tsc'), '-p', 'angular/tsconfig.json']);
      await sh(bin('esbuild', 'bin/esbuild'), ['angular/main.ts', '--bundle', '--format=esm', '--outdir=angular/out', '--tsconfig=angular/tsconfig.json', '--log-level=error']);
      const { result, messages } = await confirmOn('/angular/index.html');
      assert.deepEqual(result, { action: 'accept', content: { confirm: true } });
      assert.deepEqual(
        messages.filter((m) => !m.includes('development mode')),
        [],
      );
    });

    it('Playwright: a host’s own test answers the question with mcp-elicit/testing/playwright, in a real Playwright run', async () => {
      const out = await node([bin('@playwright/test', 'cli.js'), 'test', '-c', 'playwright/playwright.config.mjs'], {
        SITE: site.origin,
        CHROMIUM: findChromium(),
        CHROMIUM_ARGS: JSON.stringify(chromiumArgs),
      });
      assert.match(out, /3 passed/);
    });

    it('Vitest browser mode: a host’s own test answers the question with mcp-elicit/testing', async () => {
      const out = await node([bin('vitest', 'vitest.mjs'), 'run', '--config', 'vitest/vitest.config.mjs'], {
        NO_COLOR: '1',
        CHROMIUM: findChromium(),
        CHROMIUM_ARGS: JSON.stringify(chromiumArgs),
      });
      assert.match(out, /Tests\s+1 passed/);
    });

    for (const policy of ['', '?csp=strict']) {
      it(`plain HTML loading only the CDN file${policy ? ', under a strict Content-Security-Policy' : ''}: a validated form and a link`, async () => {
        const { page, console: messages } = await open(`/cdn/index.html${policy}`);
        const form = page.locator('mcp-elicitation:not(#link)');
        const email = form.getByRole('textbox', { name: 'Email (required)' });
        await email.fill('nope');
        await form.getByRole('button', { name: 'Accept' }).click();
        await form.getByText('Enter an email address like name@example.com').first().waitFor();
        await email.fill('ada@example.com');
        await form.getByRole('button', { name: 'Accept' }).click();
        await form.getByText('You accepted.').waitFor();
        assert.deepEqual(await form.evaluate((el) => (el as unknown as { result: unknown }).result), { action: 'accept', content: { email: 'ada@example.com' } });

        // The link's page is answered here, never fetched from the network.
        await page.context().route('https://helpdesk.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: 'Signed in.' }));
        const link = page.locator('#link');
        const popup = page.context().waitForEvent('page');
        await link.getByRole('button', { name: 'Open helpdesk.example.com' }).click();
        const opened = await popup;
        await opened.waitForURL('https://helpdesk.example.com/signin');
        assert.deepEqual(await link.evaluate((el) => (el as unknown as { result: unknown }).result), { action: 'accept' });
        const errors = messages.filter((m) => !/Content Security Policy|unsafe-eval|net::ERR/.test(m));
        assert.deepEqual(errors, []);
        await page.context().close();
      });
    }
  });
});
