// Builds the host page: the HTML, its stylesheet, and one script bundled with esbuild.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import type { DemoPage } from './http.js';

export async function buildPage(options: { minify?: boolean } = {}): Promise<DemoPage> {
  const dir = new URL('../app/', import.meta.url);
  const bundle = await build({
    entryPoints: [new URL('main.ts', dir).pathname],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: options.minify ?? true,
    sourcemap: 'inline',
    write: false,
    logLevel: 'warning',
    // A single file: the lazily loaded validator and public-suffix list are inlined too.
    splitting: false,
  });
  return {
    html: await readFile(new URL('index.html', dir), 'utf8'),
    css: await readFile(new URL('app.css', dir), 'utf8'),
    js: bundle.outputFiles[0].text,
  };
}
