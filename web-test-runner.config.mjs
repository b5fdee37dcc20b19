// Browser tests: Debian Chromium through Playwright, TypeScript through esbuild.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { tsImport } from 'tsx/esm/api';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// A real MCP 2026-07-28 server (v2 SDK) on the test pages' own origin, for the adapter's browser path.
const { createMrtrApp } = await tsImport('./test/servers/mrtr-server.ts', import.meta.url);
const mrtr = createMrtrApp();
async function mcpServer(ctx, next) {
  if (ctx.path !== '/mcp' && !ctx.path.startsWith('/signin/')) return next();
  ctx.respond = false;
  await mrtr.handle(ctx.req, ctx.res);
}

/**
 * ajv and ajv-formats ship CommonJS, which browsers cannot import. Bundle both once, into one ESM
 * module (they must share ajv's code-generation classes), the way Vite's dependency optimiser does.
 */
function commonJsDeps() {
  let bundle;
  const shims = {
    ajv: 'export { Ajv as default } from "/__cjs/ajv.js";',
    'ajv/dist/2020.js': 'export { Ajv2020 as default } from "/__cjs/ajv.js";',
    'ajv-formats': 'export { addFormats as default } from "/__cjs/ajv.js";',
    'ajv-formats/dist/formats.js': 'export { fullFormats } from "/__cjs/ajv.js";',
  };
  return {
    name: 'commonjs-deps',
    resolveImport({ source }) {
      return source in shims ? `/__cjs/shim-${encodeURIComponent(source)}.js` : undefined;
    },
    async serve(context) {
      const shim = context.path.match(/^\/__cjs\/shim-(.+)\.js$/);
      if (shim) return { body: shims[decodeURIComponent(shim[1])], type: 'js' };
      if (context.path !== '/__cjs/ajv.js') return undefined;
      bundle ??= build({
        stdin: {
          contents:
            'export { default as Ajv } from "ajv"; export { default as Ajv2020 } from "ajv/dist/2020.js"; export { default as addFormats } from "ajv-formats"; export { fullFormats } from "ajv-formats/dist/formats.js";',
          resolveDir: '.',
        },
        bundle: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        logLevel: 'silent',
      }).then((r) => r.outputFiles[0].text);
      return { body: await bundle, type: 'js' };
    },
  };
}

/**
 * Packages written for bundlers read `process.env.NODE_ENV` (TanStack Virtual); every bundler
 * replaces it, and so does this dev server, for the files it serves from node_modules.
 */
const nodeEnv = {
  name: 'node-env',
  transform(context) {
    if (!context.path.includes('/node_modules/') || !context.response.is('js')) return undefined;
    const body = String(context.body);
    return body.includes('process.env.NODE_ENV') ? { body: body.replaceAll('process.env.NODE_ENV', '"development"') } : undefined;
  },
};

/** `virtual:all-stories`: every stories module, so each story is rendered and axe-checked in the tests. */
const allStories = {
  name: 'all-stories',
  resolveImport({ source }) {
    return source === 'virtual:all-stories' ? '/__all-stories.js' : undefined;
  },
  serve(context) {
    if (context.path !== '/__all-stories.js') return undefined;
    const files = existsSync('stories')
      ? readdirSync('stories', { recursive: true })
          .map(String)
          .filter((f) => f.endsWith('.stories.ts'))
          .sort()
      : [];
    const imports = files.map((f, i) => `import * as s${i} from '/stories/${f}';`).join('\n');
    const map = files.map((f, i) => `${JSON.stringify('stories/' + f)}: s${i}`).join(', ');
    return { body: `${imports}\nexport default { ${map} };\n`, type: 'js' };
  },
};

/**
 * `virtual:fc-settings`: the property tests' seed and number of runs, fixed unless FC_SEED and
 * FC_RUNS say otherwise (the browser cannot read the environment, so the server hands them over).
 */
const fcSettings = {
  name: 'fc-settings',
  resolveImport({ source }) {
    return source === 'virtual:fc-settings' ? '/__fc-settings.js' : undefined;
  },
  serve(context) {
    if (context.path !== '/__fc-settings.js') return undefined;
    const settings = { seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined, runs: process.env.FC_RUNS ? Number(process.env.FC_RUNS) : undefined };
    return { body: `export default ${JSON.stringify(settings)};\n`, type: 'js' };
  },
};

/** `virtual:captured-fixtures`: every captured message under test/fixtures/captured, keyed by path. */
const capturedFixtures = {
  name: 'captured-fixtures',
  resolveImport({ source }) {
    return source === 'virtual:captured-fixtures' ? '/__captured-fixtures.js' : undefined;
  },
  serve(context) {
    if (context.path !== '/__captured-fixtures.js') return undefined;
    const dir = 'test/fixtures/captured';
    const files = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json'))
      .sort();
    const entries = files.map((f) => `${JSON.stringify(f)}: ${readFileSync(`${dir}/${f}`, 'utf8')}`).join(',\n');
    return { body: `export default {\n${entries}\n};\n`, type: 'js' };
  },
};

/**
 * `executeServerCommand('accessible-text')`: the accessible name and description Chromium itself
 * computes for the element a test put in `window.__axProbe` (CSS generated content included),
 * through the DevTools protocol's accessibility tree.
 */
function accessibleText() {
  return {
    name: 'accessible-text',
    async executeCommand({ command, session }) {
      if (command !== 'accessible-text') return undefined;
      const page = session.browser.getPage(session.id);
      const cdp = await page.context().newCDPSession(page);
      try {
        const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__axProbe' });
        if (!result.objectId) throw new Error('accessible-text: set window.__axProbe to an element first');
        const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
        const node = nodes.find((n) => !n.ignored) ?? nodes[0];
        return { role: node?.role?.value ?? '', name: node?.name?.value ?? '', description: node?.description?.value ?? '' };
      } finally {
        await cdp.detach();
      }
    },
  };
}

/**
 * `executeServerCommand('time-zone', { zone })`: runs the page in another IANA time zone (Chromium's
 * own emulation, through the DevTools protocol); `zone: ''` goes back to the machine's.
 */
function timeZone() {
  const sessions = new Map();
  return {
    name: 'time-zone',
    async executeCommand({ command, payload, session }) {
      if (command !== 'time-zone') return undefined;
      const page = session.browser.getPage(session.id);
      let cdp = sessions.get(session.id);
      if (!cdp) sessions.set(session.id, (cdp = await page.context().newCDPSession(page)));
      // The override lasts as long as its DevTools session, so the session is kept open.
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: payload?.zone ?? '' });
      return true;
    },
  };
}

export default {
  // Node's own tests, the peers' (test:interop) and the pictures (test:visual) run elsewhere.
  files: ['test/**/*.test.ts', '!test/node/**', '!test/e2e/**', '!test/package/**', '!test/interop/**', '!test/workers/**'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  middleware: [mcpServer],
  plugins: [
    accessibleText(),
    timeZone(),
    nodeEnv,
    commonJsDeps(),
    allStories,
    capturedFixtures,
    fcSettings,
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json', json: true }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), headless: true, args: chromiumArgs },
    }),
  ],
  testFramework: { config: { timeout: 8000 } },
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  // npm run test:properties runs a part of the suite, whose coverage says nothing.
  coverage: process.env.WTR_COVERAGE !== 'off',
  coverageConfig: {
    include: ['src/**/*.ts'],
    // The adapter runs in Node too; its coverage is measured there, with the same thresholds (.c8rc.json).
    exclude: ['src/adapter/**', 'src/testing/playwright.ts'],
    reportDir: 'coverage',
    threshold: { statements: 90, branches: 80, functions: 90, lines: 90 },
  },
};
