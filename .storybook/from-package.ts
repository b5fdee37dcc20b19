// MCP_ELICIT_PACKAGE=<an installed mcp-elicit>: the stories' imports of the library's source (src/…)
// resolve to that package's dist/ instead, so that the visual suite photographs what users install
// (npm run test:visual -- --package). Only the library is swapped: the stories, the harness and the
// demo's kitchen sink stay as they are.
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

export function fromPackage(installed: string): Plugin {
  const src = resolve(import.meta.dirname, '../src');
  return {
    name: 'mcp-elicit-from-package',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const target = resolve(dirname(importer.split('?')[0]), source);
      const inSource = relative(src, target);
      if (inSource.startsWith('..') || isAbsolute(inSource)) return null;
      return join(installed, 'dist', inSource.replace(/\.ts$/, '.js'));
    },
  };
}
