/**
 * The root entry's up-front budget (gzip, Lit included). 25 KB until 2026-12; 26 KB for drawing the
 * controls right and stricter request checks; 30 KB since December 2026: keyboard safety (the
 * activation guard, the "New question" cue and its words, 1.4 KB), closed pop-outs, impossible dates
 * and rounded numbers said beside the field (issue 30), the request warnings' triggers, readable
 * answered forms, hover and pressed states and the page's colour scheme (issue 29), and `complete()`
 * with the lazy hooks for answerInputs and connectRelay (issues 31, 32): 4 KB in all. What could
 * load later does (the announcer, the warnings' words, answerInputs, the relay's client). See
 * docs/quality/size.mdx.
 */
// The house's order (issue 33: a question's phases, one lazy loader that every element's `ready` is
// computed from, helpers written once) cost 0.3 KB up front, and the budget was 30.1 KB for a day;
// it is 30 KB again since that was won back (30,769 → 30,554 bytes): attributes named by Lit's
// default, the misuse rules as one flag per property, URL mode's templates in its lazy view.
// Issue 34's extensions (31,404 bytes) came back under it (30,710): their glue behind one import()
// (elicitation-form/extended-form.ts), and two lazy warnings that no longer split en.js and
// object-attributes.js into chunks of their own (see docs/quality/size.mdx).
export const UP_FRONT_BUDGET = 30 * 1024;

// Measures what a bundler ships for an entry: the chunks loaded up front and those loaded lazily.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * Bundles `entry` (minified ESM, code splitting, browser or node platform) and returns the gzipped
 * size of everything the entry loads before it runs (`upFront`) and of each chunk only reached
 * through `import()` (`lazy`), with the main inputs of each lazy chunk for naming.
 */
export async function measure(entry, { platform = 'browser' } = {}) {
  const outdir = mkdtempSync(join(tmpdir(), 'mcp-elicit-size-'));
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      platform,
      target: 'es2022',
      outdir,
      write: false,
      metafile: true,
      logLevel: 'silent',
      legalComments: 'none',
    });
    const files = new Map(result.outputFiles.map((f) => [relative(process.cwd(), f.path), f.contents]));
    const outputs = result.metafile.outputs;
    // Dynamically imported modules are entry points of the metafile too: find the entry's own output.
    const entryOut = Object.keys(outputs).find((o) => outputs[o].entryPoint === entry);
    const upFront = new Set();
    const visit = (out) => {
      if (upFront.has(out)) return;
      upFront.add(out);
      for (const imp of outputs[out].imports) if (imp.kind === 'import-statement') visit(imp.path);
    };
    visit(entryOut);
    const gz = (out) => gzipSync(files.get(out), { level: 9 }).length;
    const lazy = Object.keys(outputs)
      .filter((o) => !upFront.has(o) && o.endsWith('.js'))
      .map((o) => ({
        bytes: gz(o),
        inputs: Object.entries(outputs[o].inputs)
          .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
          // A package by its name (scope included); our own modules by their path (dist/i18n/packs/de.js → i18n/packs/de).
          .map(([input]) =>
            input.startsWith('node_modules/')
              ? input.replace(/^node_modules\//, '').replace(/^(@[^/]+\/[^/]+|[^/@][^/]*).*$/, '$1')
              : input.replace(/^(dist|src)\//, '').replace(/\.[jt]s$/, ''),
          )
          .filter((name, i, all) => all.indexOf(name) === i)
          .slice(0, 3),
      }))
      .sort((a, b) => b.bytes - a.bytes);
    return { upFront: [...upFront].reduce((sum, o) => sum + gz(o), 0), lazy };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
