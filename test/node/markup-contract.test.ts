// The inner markup that templates write and the form state, the kit, the tests and the bench read
// (the question's class, the field ids and their lines) is named once, in src/model/markup.ts.
// Everyone else imports those names: a literal copy elsewhere would not follow a change there.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { QUESTION_SELECTOR, fieldId, fieldIndexOf, fieldLineId, optionId } from '../../src/model/markup.js';

const HOME = join('src', 'model', 'markup.ts');
/**
 * Set aside: this test; property names that happen to be `f1`…; the bench floor's static copy of
 * one field (bindings there would change what it measures); and a page bundled from the installed
 * package, which does not ship this module.
 */
const ASIDE = new Set(
  [['test', 'node', 'markup-contract.test.ts'], ['test', 'fixtures', 'generated.ts'], ['bench', 'page', 'lit-floor.ts'], ['test', 'packaging', 'styles', 'report.js']].map((parts) => join(...parts)),
);

const LITERALS = [
  { what: 'the question class', pattern: /['"`]\.question['"`]/ },
  { what: 'a field id built by hand', pattern: /['"`#]f\$\{/ },
  { what: 'a field id written out', pattern: /['"`#]f\d+(-[a-z]+)?['"`]/ },
];

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && !f.endsWith('.d.ts') && !f.includes('node_modules'))
    .map((f) => join(folder, f));
}

describe('the inner markup contract', () => {
  it('is written only in src/model/markup.ts', () => {
    const found: string[] = [];
    for (const file of ['src', 'test', 'bench', 'stories', 'demo'].flatMap(sources)) {
      if (file === HOME || ASIDE.has(file)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const { what, pattern } of LITERALS) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}`);
        });
    }
    assert.deepEqual(found, []);
  });

  it('names the ids that the templates write and the form state reads back', () => {
    assert.equal(QUESTION_SELECTOR, '.question');
    assert.equal(fieldId(3), 'f3');
    assert.equal(fieldLineId(3, 'error'), 'f3-error');
    assert.equal(optionId(3, 12), 'f3-o12');
    assert.equal(fieldIndexOf(fieldId(12)), 12);
  });

  it('routes an event only from a field control, never from a line or a button', () => {
    assert.equal(fieldIndexOf(fieldLineId(2, 'help')), undefined);
    assert.equal(fieldIndexOf(optionId(2, 0)), undefined);
    assert.equal(fieldIndexOf(''), undefined);
    assert.equal(fieldIndexOf(undefined), undefined);
    assert.equal(fieldIndexOf('accept'), undefined);
  });
});
