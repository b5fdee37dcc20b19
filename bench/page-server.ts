// The bench page: built with esbuild as a host's bundler would split it, served on loopback
// (cross-origin isolated, for a fine clock), and the heap read after a forced collection.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';

/** The bench page and its lazy chunks (the validator, the combobox…), by URL path, as a host's bundler would split them. */
export async function buildPage({ minify = true } = {}): Promise<Map<string, Uint8Array>> {
  const result = await build({
    entryPoints: { harness: new URL('./page/harness.ts', import.meta.url).pathname },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify,
    write: false,
    outdir: '/bench-page',
    logLevel: 'error',
    // Production builds of everything: React's and Lit's development modes would skew the numbers.
    define: { 'process.env.NODE_ENV': '"production"' },
    conditions: ['production'],
  });
  return new Map(result.outputFiles.map((file) => [file.path.slice('/bench-page'.length), file.contents]));
}

export async function serve(files: Map<string, Uint8Array>): Promise<{ url: string; close: () => Promise<void> }> {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><script type="module" src="/harness.js"></script></body></html>';
  // Cross-origin isolated, so the page's clock reads to 5 µs rather than 100 µs: the 1- and
  // 10-field figures are fractions of a millisecond.
  const isolated = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
  const server = createServer((req, res) => {
    const file = files.get(req.url ?? '');
    if (file) return void res.writeHead(200, { ...isolated, 'content-type': 'text/javascript' }).end(file);
    res.writeHead(200, { ...isolated, 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Heap in use after a forced garbage collection, through the DevTools protocol. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  } finally {
    await cdp.detach();
  }
}
