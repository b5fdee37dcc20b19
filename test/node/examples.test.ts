import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

describe('the examples in README.md and in the JSDoc', () => {
  it('are copies of the type-checked example files (run npm run examples after changing one)', () => {
    const run = spawnSync(process.execPath, ['scripts/sync-examples.mjs', '--check'], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
  });
});
