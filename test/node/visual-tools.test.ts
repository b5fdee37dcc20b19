// The tools around the pictures: test:visual stops after the first few failures unless asked for
// all, and a Storybook build is reused only while nothing it is built from has changed.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MAX_FAILURES, visualArgs } from '../../scripts/visual-args.mjs';
import { staleReason } from '../../scripts/storybook-build.mjs';

describe('npm run test:visual', () => {
  it('stops after the first few failed pictures by default', () => {
    assert.deepEqual(visualArgs([]), { update: false, fromPackage: false, playwright: [`--max-failures=${DEFAULT_MAX_FAILURES}`] });
  });

  it('runs every picture with --all-failures, and passes the rest on to Playwright', () => {
    assert.deepEqual(visualArgs(['--all-failures', '--grep', 'Combobox']), { update: false, fromPackage: false, playwright: ['--grep', 'Combobox'] });
  });

  it('keeps a limit the caller gave', () => {
    assert.deepEqual(visualArgs(['-x']).playwright, ['-x']);
    assert.deepEqual(visualArgs(['--max-failures=20']).playwright, ['--max-failures=20']);
    assert.deepEqual(visualArgs(['--max-failures', '2']).playwright, ['--max-failures', '2']);
  });

  it('updates every changed picture, with no limit', () => {
    assert.deepEqual(visualArgs(['--update']), { update: true, fromPackage: false, playwright: [] });
  });

  it('keeps the limit for the package run', () => {
    assert.deepEqual(visualArgs(['--package']), { update: false, fromPackage: true, playwright: [`--max-failures=${DEFAULT_MAX_FAILURES}`] });
  });
});

describe('the Storybook build the checks share', () => {
  let folder = '';
  let site = '';
  let source = '';
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'storybook-build-'));
    site = join(folder, 'site');
    source = join(folder, 'src');
    mkdirSync(source);
    writeFileSync(join(source, 'a.ts'), 'export {};\n');
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('is built when it is missing', () => {
    assert.equal(staleReason(site, [source], []), `${site}/ has not been built`);
  });

  it('is reused when it is newer than every source', () => {
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'index.json'), '{}');
    utimesSync(join(source, 'a.ts'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    assert.equal(staleReason(site, [source], []), undefined);
  });

  it('is built again when a page the build writes beside it is missing', () => {
    assert.equal(staleReason(site, [source], [join(folder, 'reference.mdx')]), `${join(folder, 'reference.mdx')} is missing`);
  });

  it('is built again when a source changed after it', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(source, 'a.ts'), later, later);
    assert.equal(staleReason(site, [source], []), `${join(source, 'a.ts')} changed after ${site}/ was built`);
  });
});
