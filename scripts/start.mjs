// npm start: builds the field page and serves it on 127.0.0.1 (PORT, or a free port).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const bundle = await build({
  entryPoints: ['demo/fields.ts'],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
  minify: false,
  sourcemap: 'inline',
  logLevel: 'warning',
});
const js = bundle.outputFiles[0].contents;
const page = readFileSync('demo/fields.html');

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  if (path === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  else if (path === '/fields.js') res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(js);
  else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(`mcp-elicit field demo: http://127.0.0.1:${port}/  (Ctrl-C stops it)`);
});
