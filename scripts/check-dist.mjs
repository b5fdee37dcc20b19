// After `npm run build`: every entry resolves from this checkout through the exports map, as a
// bundler (esbuild, browser) and as Node (ESM import, and require for the adapter) would.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
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
const entries = ['mcp-elicit', 'mcp-elicit/elements', 'mcp-elicit/react', 'mcp-elicit/adapter', 'mcp-elicit/adapter/testing', 'mcp-elicit/testing', 'mcp-elicit/testing/playwright', 'mcp-elicit/testing/gallery'];
for (const entry of entries) loaded[entry] = Object.keys(await import(entry)).length;
loaded['require(mcp-elicit/adapter)'] = Object.keys(createRequire(import.meta.url)('mcp-elicit/adapter')).length;
for (const file of ['dist/index.d.ts', 'dist/adapter/index.d.ts', 'dist/cjs/adapter/index.d.cts', 'dist/types/react-jsx.d.ts', 'dist/types/vue.d.ts', 'dist/testing/page-kit.iife.js', 'cdn/mcp-elicit.js']) {
  if (!existsSync(file)) throw new Error(`${file} is missing`);
}
console.log(`dist ok: mcp-elicit bundles for browsers (${inputs.length} modules); in Node: ${Object.entries(loaded).map(([e, n]) => `${e} (${n} exports)`).join(', ')}`);
