// The layers of src/, from the bottom: leaves (internal/, model/) import nothing of mcp-elicit above
// them; the words (i18n/) reach only leaves; the adapter reaches no element, controller or Lit.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const SRC = 'src';
const filesIn = (folder: string) =>
  readdirSync(join(SRC, folder), { recursive: true }).map(String).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).map((f) => join(SRC, folder, f));

/** The src/ folders (or root files) each file of `folder` imports from. */
function reaches(folder: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of filesIn(folder)) {
    const targets = new Set<string>();
    // Code only: the examples in doc comments import too.
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
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

function expectOnly(folder: string, allowed: string[]): void {
  for (const [file, targets] of reaches(folder)) {
    const climbing = [...targets].filter((t) => !allowed.includes(t));
    assert.deepEqual(climbing, [], `${file} reaches up to ${climbing.join(', ')}`);
  }
}

describe('the layers of src/', () => {
  it('leaves import nothing of mcp-elicit above them', () => {
    expectOnly('internal', ['internal', 'package lit']);
    expectOnly('model', ['model']);
  });

  it('the words reach only leaves and the public types', () => {
    expectOnly('i18n', ['i18n', 'internal', 'model', 'types']);
  });

  it('the adapter reaches no element, controller, word or Lit', () => {
    // schema/ and validation/ are pure: the server-side answer check parses and validates as the form does.
    expectOnly('adapter', ['adapter', 'internal', 'model', 'schema', 'types', 'validation', 'version']);
  });

  it('the testing kit reaches no Lit and no controller, so its entries import in Node', () => {
    for (const [file, targets] of reaches('testing')) {
      const heavy = [...targets].filter((t) => t === 'package lit' || t === 'controllers' || t === 'define' || t === 'index');
      assert.deepEqual(heavy, [], `${file} reaches ${heavy.join(', ')}`);
    }
  });
});
