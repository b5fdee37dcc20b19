// A folder served on 127.0.0.1 (a free port), for the checks that open a built site in Chromium:
// the built Storybook, the docs. Files are cached by the browser within a run.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves `root`; resolves with its origin and a `close()`. */
export async function serveFolder(root) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let body;
    try {
      body = await readFile(join(root, path.endsWith('/') ? `${path}index.html` : path));
    } catch {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(path.endsWith('/') ? 'index.html' : path)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': type.startsWith('text/html') ? 'no-cache' : 'max-age=600' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
