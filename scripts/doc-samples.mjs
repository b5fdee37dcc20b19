// The code samples of the README and the guide, exactly as a reader sees them, each written to a
// file of its own so that it is type-checked (and, where that is cheap, run) alone: a sample that
// uses a name it neither defines nor imports fails, as it would for the reader who copies it.
//
// test/package/package.test.ts checks them in the consumer project with the packed tarball;
// samples are code blocks that cite their source (```ts source="file#region"), which
// `npm run examples` keeps equal to the cited region.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';

const FENCE = /^(?<indent>[ \t]*)```(?<lang>\w+) source="(?<file>[^"#]+)#(?<region>[\w-]+)"[ \t]*\n(?<body>[\s\S]*?)^\k<indent>```[ \t]*$/gm;
const under = (folder, ext) =>
  readdirSync(folder, { recursive: true })
    .map((f) => join(folder, String(f)))
    .filter((f) => f.endsWith(ext));

/** Where each language's sample is written, and whether tsc checks it. */
const EXTENSION = { ts: 'ts', tsx: 'tsx', js: 'mjs', mjs: 'mjs', cjs: 'cts', svelte: 'svelte', html: 'html', css: 'css' };

/**
 * Where a sample runs: in Node, in a browser, or in this repository (a contributor's story, whose
 * region is its whole file and is type-checked where it lives, by `npm run typecheck`).
 */
const runtimeOf = (file) =>
  /^test\/packaging\/(node|playwright)\//.test(file) || /^examples\/((relay|server-side|ai-sdk-chat)\.examples|chat-route)\.ts$/.test(file)
    ? 'node'
    : file.startsWith('stories/')
      ? 'repo'
      : 'browser';

/**
 * Every cited sample of README.md and docs/**\/*.mdx, once per source region, as shown.
 * @returns {{ id: string, lang: string, source: string, shownIn: string[], body: string, runtime: 'node' | 'browser' | 'repo' }[]}
 */
export function docSamples(root = '.') {
  // The guide, not the generated reference (its examples come from the JSDoc, where they stand in their context).
  const pages = [
    'README.md',
    ...under(join(root, 'docs'), '.mdx')
      .map((f) => relative(root, f))
      .filter((f) => !f.startsWith(join('docs', 'reference'))),
  ];
  const samples = new Map();
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8');
    for (const match of text.matchAll(FENCE)) {
      const { indent, lang, file, region, body } = match.groups;
      const id = `${file}#${region}`;
      const shown = body
        .split('\n')
        .map((line) => line.slice(indent.length))
        .join('\n');
      const known = samples.get(id);
      if (known) known.shownIn.push(page);
      else samples.set(id, { id, lang, source: file, shownIn: [page], body: shown, runtime: runtimeOf(file) });
    }
  }
  return [...samples.values()];
}

/** A file name for a sample: its source and region, readable in tsc's messages. */
export const fileNameOf = (sample) => `${sample.id.replace(/[^\w]+/g, '_')}.${EXTENSION[sample.lang] ?? sample.lang}`;

/** The packages the samples import besides mcp-elicit and a consumer project's usual tools. */
export const SAMPLE_TOOLS = [
  '@modelcontextprotocol/client',
  '@modelcontextprotocol/sdk',
  '@modelcontextprotocol/ext-tasks',
  '@ai-sdk/mcp',
  'ai',
  '@ai-sdk/react',
  '@ai-sdk/provider',
  '@open-wc/testing',
  '@types/mocha',
  '@storybook/web-components-vite',
  'storybook',
  'ioredis',
  'zod',
];

/** Compiler options shared by every sample: a host's usual strict TypeScript project with a bundler. */
const BASE = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'bundler',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: 'react-jsx',
  allowJs: true,
  checkJs: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
};
/** Per group: browser code (with mocha's globals, as in a web-test-runner suite) or Node, TypeScript or plain JavaScript (not strict about null, as JavaScript is written). */
const GROUPS = {
  'browser-ts': { lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: ['mocha'] },
  'browser-js': { lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [], strict: false },
  'node-ts': { lib: ['ES2022', 'DOM'], types: ['node'] },
  'node-js': { lib: ['ES2022', 'DOM'], types: ['node'], strict: false },
};

/**
 * Writes the TypeScript and JavaScript samples into `folder`, one file each, and type-checks them
 * with `tsc` (the path of its `bin/tsc`). `folder` must sit where `mcp-elicit` resolves as a host
 * installs it (test/package puts it in the consumer project with the packed tarball). A sample's
 * relative import (`./send.cjs`, `./chat-route.js` for chat-route.ts) is the file beside its source, copied beside it. `links` are the
 * packages the samples import besides mcp-elicit.
 * @returns {Promise<{ failed: boolean, output: string, checked: string[] }>}
 */
export async function typeCheckSamples(folder, tsc, { root = '.', links = [] } = {}) {
  rmSync(folder, { recursive: true, force: true });
  // What the samples import besides mcp-elicit (SDKs, test tools), linked from this checkout into
  // the samples' own node_modules, so that the package itself still sees only what it declares.
  for (const name of links) {
    mkdirSync(dirname(join(folder, 'node_modules', name)), { recursive: true });
    symlinkSync(resolve(root, 'node_modules', name), join(folder, 'node_modules', name), 'dir');
  }
  const checked = [];
  const outputs = [];
  let failed = false;
  for (const [group, options] of Object.entries(GROUPS)) {
    const dir = join(folder, group);
    mkdirSync(dir, { recursive: true });
    const files = [];
    for (const sample of docSamples(root)) {
      const kind = ['ts', 'tsx'].includes(sample.lang) ? 'ts' : ['js', 'mjs', 'cjs'].includes(sample.lang) ? 'js' : undefined;
      if (`${sample.runtime}-${kind}` !== group) continue;
      const name = fileNameOf(sample);
      writeFileSync(join(dir, name), sample.body);
      for (const [, imported] of sample.body.matchAll(/from '(\.\/[^']+)'/g)) {
        // A TypeScript module is imported as `.js` (bundler resolution): its `.ts` is copied.
        const relativePath = existsSync(join(root, dirname(sample.source), imported)) ? imported : imported.replace(/\.js$/, '.ts');
        copyFileSync(join(root, dirname(sample.source), relativePath), join(dir, relativePath));
      }
      files.push(name);
      checked.push(sample.id);
    }
    if (!files.length) continue;
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...BASE, ...options }, files }, null, 2));
    const result = spawnSync(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
    if (result.status !== 0) failed = true;
    outputs.push(result.stdout + result.stderr);
  }
  return { failed, output: outputs.join('').trim(), checked };
}

// `node scripts/doc-samples.mjs <consumer folder>`: checks them in a consumer project made by scripts/consumer.mjs.
if (import.meta.url === `file://${process.argv[1]}`) {
  const consumer = process.argv[2];
  if (!consumer) throw new Error('Usage: node scripts/doc-samples.mjs <folder with node_modules/mcp-elicit installed from the tarball>');
  const { failed, output, checked } = await typeCheckSamples(join(consumer, 'doc-samples'), join(consumer, 'node_modules/typescript/bin/tsc'), { links: SAMPLE_TOOLS });
  if (failed) {
    console.error(`Doc samples that do not compile as shown:\n${output}`);
    process.exit(1);
  }
  console.log(`doc samples: all ${checked.length} compile as shown`);
}
