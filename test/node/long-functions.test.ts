// The gate against long functions (scripts/long-functions.mjs): a new long function fails, a listed
// one passes, and a listed one that became short fails until its entry goes.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, longFiles, maxFileLines, maxLines } from '../../scripts/long-functions.mjs';

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i}: number = ${i};`).join('\n');

describe('the long-functions gate', () => {
  let folder = '';
  let long = '';
  let short = '';
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'long-functions-'));
    writeFileSync(join(folder, 'long.ts'), `export function tooLong(): void {\n${body(maxLines)}\n}\n`);
    writeFileSync(join(folder, 'short.ts'), `export function fine(): void {\n${body(3)}\n}\n`);
    long = 'long.ts';
    short = 'short.ts';
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('reports a function over the limit that is not listed', async () => {
    const { tooLong, stale } = await check(['.'], [], folder);
    assert.equal(tooLong.length, 1);
    assert.match(tooLong[0], /^long\.ts:1: Function 'tooLong' has too many lines \(62\)/);
    assert.deepEqual(stale, []);
  });

  it('lets a listed function over the limit pass', async () => {
    const { tooLong, stale } = await check(['.'], [{ file: long, name: "Function 'tooLong'" }], folder);
    assert.deepEqual(tooLong, []);
    assert.deepEqual(stale, []);
  });

  it('fails when a listed function is short enough, so the list only shrinks', async () => {
    const list = [
      { file: long, name: "Function 'tooLong'" },
      { file: short, name: "Function 'fine'" },
    ];
    const { tooLong, stale } = await check(['.'], list, folder);
    assert.deepEqual(tooLong, []);
    assert.equal(stale.length, 1);
    assert.match(stale[0], /^short\.ts: Function 'fine' is 60 lines or shorter now/);
  });

  it('reports a file of src/ over 300 lines, and not one of 300', () => {
    writeFileSync(join(folder, 'at-limit.ts'), 'x;\n'.repeat(maxFileLines));
    writeFileSync(join(folder, 'over.ts'), 'x;\n'.repeat(maxFileLines + 1));
    assert.deepEqual(longFiles(folder), [`${join(folder, 'over.ts')} is 301 lines (at most 300): split it by what its parts do.`]);
  });
});
