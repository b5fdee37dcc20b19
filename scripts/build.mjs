// npm run build: what the package ships, from src/.
//   dist/            ESM, .d.ts and source maps (tsc), for bundlers and browsers
//   dist/cjs/        mcp-elicit/adapter as CommonJS, for require()
//   dist/node/       the elements' entries for Node (server rendering), with Lit's server build inside,
//                    so importing them never touches a DOM, whatever conditions the resolver uses
//   dist/types/      JSX (React) and Vue types for the raw tags, generated from custom-elements.json
//   cdn/             one self-contained ES module (every dependency inside, lazy chunks beside it)
//   dist/testing/page-kit.iife.js   the testing kit's page script (mcp-elicit/testing/playwright)
//   custom-elements.json   the manifest, pointing at dist/
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { generateJsxTypes } from 'custom-element-jsx-integration';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const quiet = (fn) => {
  const log = console.log;
  console.log = () => {};
  try {
    return fn();
  } finally {
    console.log = log;
  }
};

rmSync('dist', { recursive: true, force: true });
rmSync('cdn', { recursive: true, force: true });

// 1. ESM + declarations + maps (with their sources inside); the CSS in css`` literals minified, as
//    no bundler does it for CSS inside JavaScript (the lines stay, so the maps stay right).
run('npx', ['tsc', '-p', 'src']);
await minifyCssLiterals('dist');

// 2. The adapter as CommonJS: one bundled file, and its declarations as .d.cts.
await build({
  entryPoints: ['src/adapter/index.ts'],
  outfile: 'dist/cjs/adapter/index.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'error',
});
copyDeclarationsAsCjs('dist/adapter/index.d.ts', 'dist', 'dist/cjs');

// 3. The element entries for Node: Lit's server build (and its DOM shim) inside; the validators,
//    the public-suffix list and React stay as the dependencies they are.
const external = [...Object.keys(pkg.dependencies).filter((d) => !d.startsWith('lit') && !d.startsWith('@lit')), 'react'];
await build({
  entryPoints: { index: 'src/index.ts', elements: 'src/elements.ts', react: 'src/react.ts' },
  outdir: 'dist/node',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['node'],
  external: external.flatMap((d) => [d, `${d}/*`]),
  sourcemap: true,
  logLevel: 'error',
});

// 4. The CDN build: no bare specifiers left, lazy chunks (validators, public-suffix list) beside it.
await build({
  entryPoints: { 'mcp-elicit': 'src/index.ts' },
  outdir: 'cdn',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  sourcemap: true,
  legalComments: 'eof',
  logLevel: 'error',
});

// 4b. The testing kit's page script, for mcp-elicit/testing/playwright: one classic script that the
//     Node side evaluates in the page (a Playwright test reaches the page only through what it sends).
await build({
  entryPoints: ['src/testing/page-kit.ts'],
  outfile: 'dist/testing/page-kit.iife.js',
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'error',
});

// The CDN module exports what the root entry does, so its types are the root's.
writeFileSync('cdn/mcp-elicit.d.ts', "// Types of the CDN build: the same API as the package's root entry.\nexport * from '../dist/index.js';\n");

// 5. The manifest (paths in dist/), then JSX and Vue types generated from it.
run('npx', ['cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs']);
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
// Props are what a host can set: read-only members (result, reason, ready…) are left out.
for (const module of manifest.modules) {
  for (const declaration of module.declarations ?? []) {
    if (declaration.members) declaration.members = declaration.members.filter((m) => !m.readonly);
  }
}
const typeOptions = { outdir: 'dist/types', globalTypePath: '../index.js', hideLogs: true };
quiet(() => generateJsxTypes(structuredClone(manifest), { ...typeOptions, fileName: 'custom-elements-jsx.d.ts' }));
quiet(() => generateVuejsTypes(structuredClone(manifest), { ...typeOptions, fileName: 'vue.d.ts' }));
// The generators import an event's detail type once per element that fires it: once is enough.
for (const file of ['dist/types/custom-elements-jsx.d.ts', 'dist/types/vue.d.ts']) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    text.replace(
      /import type \{([^}]*)\}/g,
      (_, names) =>
        `import type { ${[
          ...new Set(
            names
              .split(',')
              .map((n) => n.trim())
              .filter(Boolean),
          ),
        ].join(', ')} }`,
    ),
  );
}
writeFileSync(
  'dist/types/react-jsx.d.ts',
  `// mcp-elicit/react-jsx: makes <mcp-elicitation …> and the other tags type-check in React's JSX
// (properties, and on<event-name> listeners). Generated from custom-elements.json.
import type { CustomElements } from './custom-elements-jsx.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
`,
);
for (const entry of ['react-jsx', 'vue']) writeFileSync(`dist/types/${entry}.js`, '// Types only: see the .d.ts beside this file.\nexport {};\n');

console.log('built dist/ (ESM, .d.ts, CommonJS adapter, Node entries, JSX and Vue types), cdn/ and custom-elements.json');

/**
 * Minifies the CSS of every css`…` literal (none has interpolations) in the .js files under `dir`.
 *
 * A tagged template hands Lit its *cooked* strings, so the CSS is the literal's text with its
 * JavaScript escapes applied, and whatever goes back must be written so that it cooks to the
 * minified CSS again: a CSS escape such as `\26a0` left bare in a template is an invalid escape,
 * which makes the cooked string undefined and the whole stylesheet empty. So: cook, minify (keeping
 * non-ASCII characters as they are), then escape `\`, `` ` `` and `${` for the template. Each
 * stylesheet is then checked to cook to exactly the CSS that was minified.
 */
async function minifyCssLiterals(dir) {
  const { readdirSync } = await import('node:fs');
  const { transform } = await import('esbuild');
  const cook = (raw) => new Function(`return \`${raw}\`;`)();
  const asTemplate = (text) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  for (const file of readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'))) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const literals = [...text.matchAll(/\bcss\s*`((?:[^`$\\]|\\[\s\S])*)`/g)];
    if (!literals.length) continue;
    let out = text;
    for (const [whole, body] of literals) {
      const { code } = await transform(cook(body), { loader: 'css', minify: true, charset: 'utf8' });
      const minified = code.trim();
      const written = asTemplate(minified);
      if (cook(written) !== minified) throw new Error(`${path}: a minified stylesheet would not survive as a template literal`);
      // Keep the line count, so the source map still points at the right lines.
      const lines = body.split('\n').length - 1;
      out = out.replace(whole, () => `css \`${written}${'\n'.repeat(lines)}\``);
    }
    writeFileSync(path, out);
  }
}

/**
 * Copies `entry` and every declaration it imports relatively, from `from` to `to`, as .d.cts files
 * whose imports say .cjs: the CommonJS adapter's types, the same as the ESM ones.
 */
function copyDeclarationsAsCjs(entry, from, to) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const target = join(to, relative(from, file)).replace(/\.d\.ts$/, '.d.cts');
    mkdirSync(dirname(target), { recursive: true });
    // Relative specifiers, in `from '…'` and in inline `import("…")` types alike.
    const relativeSpec = /((?:from\s+|import\()(['"])\.{1,2}\/[^'"]+)\.js\2/g;
    writeFileSync(target, text.replace(relativeSpec, '$1.cjs$2').replace(/\/\/# sourceMappingURL=.*$/m, ''));
    for (const [, spec] of text.matchAll(relativeSpec)) visit(join(dirname(file), `${spec.replace(/^(from\s+|import\()['"]/, '')}.d.ts`));
  };
  visit(entry);
}
