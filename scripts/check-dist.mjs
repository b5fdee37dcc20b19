// After `npm run build`: every entry resolves from this checkout through the exports map, as a
// bundler (esbuild, browser) and as Node (ESM import, and require for the adapter) would.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The checkout's tsconfig maps `mcp-elicit` to src/ for the examples; a consumer has no such map.
const bundled = await build({
  stdin: { contents: "import { elicit, McpElicitation } from 'mcp-elicit'; console.log(elicit, McpElicitation);", resolveDir: '.' },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  metafile: true,
  tsconfigRaw: '{}',
  logLevel: 'error',
});
const inputs = Object.keys(bundled.metafile.inputs);
if (!inputs.some((i) => i.startsWith('dist/'))) throw new Error('esbuild did not resolve mcp-elicit to dist/');
if (!inputs.includes('dist/define.js')) throw new Error('dist/define.js was dropped: the elements would never be defined');

const loaded = {};
const entries = [
  'mcp-elicit',
  'mcp-elicit/elements',
  'mcp-elicit/react',
  'mcp-elicit/adapter',
  'mcp-elicit/adapter/testing',
  'mcp-elicit/testing',
  'mcp-elicit/testing/playwright',
  'mcp-elicit/testing/gallery',
];
for (const entry of entries) loaded[entry] = Object.keys(await import(entry)).length;
loaded['require(mcp-elicit/adapter)'] = Object.keys(createRequire(import.meta.url)('mcp-elicit/adapter')).length;
for (const file of [
  'dist/index.d.ts',
  'dist/adapter/index.d.ts',
  'dist/cjs/adapter/index.d.cts',
  'dist/types/react-jsx.d.ts',
  'dist/types/vue.d.ts',
  'dist/testing/page-kit.iife.js',
  'cdn/mcp-elicit.js',
]) {
  if (!existsSync(file)) throw new Error(`${file} is missing`);
}
// Every stylesheet ships whole: a css`…` literal whose cooked text is undefined (an invalid escape
// left by minifying) gives an element with no styles and no error anywhere.
let sheets = 0;
for (const file of readdirSync('dist', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.js') && !f.startsWith('cjs/') && !f.startsWith('node/'))) {
  if (!/\bcss\s*`/.test(readFileSync(`dist/${file}`, 'utf8'))) continue;
  const module = await import(`../dist/${file}`);
  for (const [name, value] of Object.entries(module)) {
    const found = typeof value === 'function' ? [value.styles].flat(Infinity).filter(Boolean) : value && typeof value === 'object' && 'cssText' in value ? [value] : [];
    for (const sheet of found) {
      if (typeof sheet.cssText !== 'string' || !sheet.cssText.trim())
        throw new Error(`dist/${file}: the stylesheet of ${name} is empty (cssText ${JSON.stringify(sheet.cssText)})`);
      sheets += 1;
    }
  }
}
if (sheets < 5) throw new Error(`only ${sheets} stylesheets were found in dist/: the check is looking in the wrong place`);
console.log(
  `dist ok: ${sheets} stylesheets whole; mcp-elicit bundles for browsers (${inputs.length} modules); in Node: ${Object.entries(loaded)
    .map(([e, n]) => `${e} (${n} exports)`)
    .join(', ')}`,
);
