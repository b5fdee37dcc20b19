// npm run size (after npm run build): gzipped size (esbuild, minified) of what each entry loads up
// front and lazily, measured on dist/, what a host's bundler gets from the package.
import { existsSync } from 'node:fs';
import { measure, kb, UP_FRONT_BUDGET as BUDGET } from './bundle-size.mjs';

if (!existsSync('dist/index.js')) {
  console.error('npm run size measures dist/: run npm run build first.');
  process.exit(1);
}

/** @type {[string, string, import('esbuild').Platform][]} */
const entries = [
  ['mcp-elicit', 'dist/index.js', 'browser'],
  ['mcp-elicit/adapter', 'dist/adapter/index.js', 'neutral'],
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
