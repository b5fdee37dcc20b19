// Svelte 5 compiled by svelte/compiler, bundled by esbuild (what a Svelte bundler plugin does).
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { compile } from 'svelte/compiler';

await build({
  entryPoints: ['svelte/main.js'],
  outdir: 'svelte/out',
  bundle: true,
  format: 'esm',
  conditions: ['svelte', 'browser', 'production'],
  logLevel: 'error',
  plugins: [
    {
      name: 'svelte',
      setup(b) {
        b.onLoad({ filter: /\.svelte$/ }, async ({ path }) => ({
          contents: compile(await readFile(path, 'utf8'), { filename: path, generate: 'client' }).js.code,
          loader: 'js',
        }));
      },
    },
  ],
});
