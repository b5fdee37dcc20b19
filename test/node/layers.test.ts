// The layers of src/, from the bottom: leaves (internal/, model/) import nothing of mcp-elicit above
// them; the words (i18n/) and the pure cores (schema/, url/, validation/) reach only leaves; the
// adapter reaches no element, controller or Lit; controllers (lifecycles that know no element)
// reach no element; elements reach nothing above them; every folder of src/ is checked.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const SRC = 'src';
/** What sits above every folder: the entries, which define the elements or wire them together. */
const ENTRIES = ['index', 'define', 'elements', 'elicit', 'answer-inputs', 'react'];
const filesIn = (folder: string) =>
  readdirSync(join(SRC, folder), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => join(SRC, folder, f));

/** The src/ folders (or root files) each file of `folder` imports from. */
function reaches(folder: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of filesIn(folder)) {
    const targets = new Set<string>();
    // Code only: the examples in doc comments import too.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, spec] of code.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
      if (!spec.startsWith('.')) {
        targets.add(`package ${spec.split('/')[0]}`);
        continue;
      }
      const target = relative(SRC, normalize(join(dirname(file), spec)));
      targets.add(target.includes('/') ? target.split('/')[0] : target.replace(/\.js$/, ''));
    }
    found.set(file, targets);
  }
  return found;
}

/** Each file of src/ with the files of src/ it imports (type imports too: they tie the files as tightly for a reader). */
function fileGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesIn('.')) {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const targets = [...code.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].map(([, spec]) => normalize(join(dirname(file), spec)).replace(/\.js$/, '.ts'));
    graph.set(normalize(file), targets);
  }
  return graph;
}

/** The first circle of imports found, as a list of files, or none. */
function firstCircle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file) || !graph.has(file)) return undefined;
    path.push(file);
    for (const target of graph.get(file)!) {
      const circle = visit(target);
      if (circle) return circle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return undefined;
}

function expectOnly(folder: string, allowed: string[]): void {
  for (const [file, targets] of reaches(folder)) {
    const climbing = [...targets].filter((t) => !allowed.includes(t));
    assert.deepEqual(climbing, [], `${file} reaches up to ${climbing.join(', ')}`);
  }
}

describe('the layers of src/', () => {
  it('checks every folder of src/', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    assert.deepEqual(folders.sort(), ['adapter', 'controllers', 'elements', 'extensions', 'i18n', 'internal', 'model', 'relay', 'schema', 'testing', 'url', 'validation']);
  });

  it('has no circle of imports between files', () => {
    assert.equal(firstCircle(fileGraph())?.join(' → '), undefined);
  });

  it('leaves import nothing of mcp-elicit above them', () => {
    expectOnly('internal', ['internal', 'package lit']);
    expectOnly('model', ['model']);
  });

  it('the words reach only leaves and the public types', () => {
    expectOnly('i18n', ['i18n', 'internal', 'model', 'types']);
  });

  it('the pure cores (schema, URL, validation) reach only leaves, the public types and their own libraries', () => {
    expectOnly('schema', ['schema', 'internal', 'model', 'types']);
    expectOnly('url', ['url', 'internal', 'model', 'package punycode']);
    expectOnly('validation', ['validation', 'internal', 'model', 'types', 'package ajv', 'package ajv-formats', 'package @cfworker']);
  });

  it('the extensions (src/extensions/) are pure like the cores, with their own library, so the adapter may read their requests', () => {
    expectOnly('extensions', ['extensions', 'internal', 'model', 'schema', 'types', 'package re2js']);
  });

  it('the adapter reaches no element, controller, word or Lit', () => {
    // schema/ and validation/ are pure: the server-side answer check parses and validates as the form does.
    expectOnly('adapter', ['adapter', 'extensions', 'internal', 'model', 'schema', 'types', 'validation', 'version']);
  });

  it("controllers reach no element: an element's own controller lives in its folder", () => {
    expectOnly('controllers', ['controllers', 'i18n', 'internal', 'model', 'schema', 'types', 'url', 'validation', 'package lit', 'package @floating-ui', 'package @tanstack']);
  });

  it('elements reach nothing above them: no entry, relay, adapter or testing kit', () => {
    for (const [file, targets] of reaches('elements')) {
      const above = [...targets].filter((t) => [...ENTRIES, 'relay', 'adapter', 'testing'].includes(t) && t !== 'elements');
      assert.deepEqual(above, [], `${file} reaches up to ${above.join(', ')}`);
    }
  });

  it('the browser relay reaches no element or controller: it asks through elicit()', () => {
    expectOnly('relay', ['relay', 'elicit', 'i18n', 'internal', 'types']);
  });

  it('the testing kit reaches no Lit, element or controller, so its entries import in Node', () => {
    for (const [file, targets] of reaches('testing')) {
      const heavy = [...targets].filter((t) => t === 'package lit' || t === 'controllers' || t === 'elements' || t === 'define' || t === 'index');
      assert.deepEqual(heavy, [], `${file} reaches ${heavy.join(', ')}`);
    }
  });
});

/** The top folders of the project that each file under `folder` imports from (relative imports only). */
function topFoldersReachedFrom(folder: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const files = readdirSync(folder, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.endsWith('.d.ts') && !f.includes('node_modules'));
  for (const name of files) {
    const file = join(folder, name);
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const targets = new Set<string>();
    for (const [, spec] of code.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) targets.add(normalize(join(dirname(file), spec)).split('/')[0]);
    found.set(file, targets);
  }
  return found;
}

describe('the project around src/', () => {
  it('support/ (what the demo, the tests and the bench share) imports only the library', () => {
    for (const [file, targets] of topFoldersReachedFrom('support')) {
      const outside = [...targets].filter((t) => t !== 'support' && t !== 'src');
      assert.deepEqual(outside, [], `${file} reaches ${outside.join(', ')}`);
    }
  });

  it('the demo imports no test, bench or story, so tidying those never breaks it', () => {
    for (const [file, targets] of topFoldersReachedFrom('demo')) {
      const outside = [...targets].filter((t) => ['test', 'bench', 'stories'].includes(t));
      assert.deepEqual(outside, [], `${file} reaches ${outside.join(', ')}`);
    }
  });
});
