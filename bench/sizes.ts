// Bundle sizes for the report: mcp-elicit's entries as `npm run size` measures them, and the
// peers' (rjsf and the assistant-ui primitives, each with React) bundled and gzipped the same way.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { measure } from '../scripts/bundle-size.mjs';

export interface SizeFigures {
  root: { upFront: number; lazy: number };
  adapter: { upFront: number };
  /** rjsf with its validator and React. */
  rjsfReact: number;
  /** The assistant-ui primitives with their store and React. */
  auiReact: number;
}

/**
 * Sizes: mcp-elicit's entries as `npm run size` measures them (dist/, built first when a fresh
 * checkout has none) and rjsf + React, bundled and gzipped the same way.
 */
export async function sizes(log: (line: string) => void): Promise<SizeFigures> {
  if (!existsSync('dist/index.js')) {
    log('building dist/ for the size figures');
    execFileSync('npm', ['run', 'build'], { stdio: 'pipe' });
  }
  const root = await measure('dist/index.js');
  const adapter = await measure('dist/adapter/index.js', { platform: 'neutral' });
  const gzipOf = async (contents: string) => {
    const peer = await build({
      stdin: { contents, resolveDir: process.cwd() },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      write: false,
      logLevel: 'error',
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
    });
    return gzipSync(peer.outputFiles[0].contents, { level: 9 }).length;
  };
  return {
    root: { upFront: root.upFront, lazy: root.lazy.reduce((sum, c) => sum + c.bytes, 0) },
    adapter: { upFront: adapter.upFront },
    rjsfReact: await gzipOf(
      "export { default as Form } from '@rjsf/core'; export { default as validator } from '@rjsf/validator-ajv8'; export { createRoot } from 'react-dom/client';",
    ),
    auiReact: await gzipOf(
      "export { McpElicitationPrimitive } from '@assistant-ui/react-mcp'; export { AuiProvider, AuiConfig } from '@assistant-ui/store'; export { resource } from '@assistant-ui/tap'; export { createRoot } from 'react-dom/client';",
    ),
  };
}
