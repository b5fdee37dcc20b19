// npm run size: gzipped size (esbuild, minified) of what each entry loads up front and lazily.
import { measure, kb } from './bundle-size.mjs';

const BUDGET = 25 * 1024;
const entries = [
  ['mcp-elicit', 'src/index.ts', 'browser'],
  ['mcp-elicit/adapter', 'src/adapter/index.ts', 'neutral'],
];

let over = false;
for (const [name, entry, platform] of entries) {
  const { upFront, lazy } = await measure(entry, { platform });
  const budget = name === 'mcp-elicit' ? ` (budget ${kb(BUDGET)}: ${upFront <= BUDGET ? 'ok' : 'OVER'})` : '';
  if (name === 'mcp-elicit' && upFront > BUDGET) over = true;
  console.log(`${name.padEnd(20)} up front ${kb(upFront).padStart(9)} gzip${budget}`);
  for (const chunk of lazy) console.log(`${''.padEnd(20)} lazy     ${kb(chunk.bytes).padStart(9)} gzip  ${chunk.inputs.join(', ')}`);
  if (lazy.length) console.log(`${''.padEnd(20)} lazy all ${kb(lazy.reduce((s, c) => s + c.bytes, 0)).padStart(9)} gzip`);
}
if (over) process.exitCode = 1;
