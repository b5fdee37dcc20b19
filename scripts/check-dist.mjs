// After `npm run build`: a bundler resolves `mcp-elicit` and Node resolves `mcp-elicit/adapter`
// straight from this checkout, through the package's exports map, with types beside them.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

const bundled = await build({
  stdin: { contents: "import { elicit, McpElicitation } from 'mcp-elicit'; console.log(elicit, McpElicitation);", resolveDir: '.' },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  metafile: true,
  logLevel: 'error',
});
const inputs = Object.keys(bundled.metafile.inputs);
if (!inputs.some((i) => i.startsWith('dist/'))) throw new Error('esbuild did not resolve mcp-elicit to dist/');
if (!inputs.includes('dist/define.js')) throw new Error('dist/define.js was dropped: the elements would never be defined');

const adapter = await import('mcp-elicit/adapter');
for (const file of ['dist/index.d.ts', 'dist/adapter/index.d.ts']) if (!existsSync(file)) throw new Error(`${file} is missing`);
console.log(`dist ok: mcp-elicit bundles (${inputs.length} modules), mcp-elicit/adapter loads in Node (exports: ${Object.keys(adapter).join(', ') || 'none yet'})`);
