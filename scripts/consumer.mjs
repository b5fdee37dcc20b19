// The package as users install it, for the tests that prove what is shipped: `npm run build`, then
// `npm pack`, unpacked into the node_modules of a throwaway folder outside this checkout, with its
// declared dependencies (and the consumer's own tools) linked from this checkout's node_modules, so
// nothing is fetched. A dependency the package forgot to declare is then missing, as it would be
// after `npm install`. Used by test/package (consumer projects) and the visual suite's package run.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const repo = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

async function sh(command, args, cwd) {
  try {
    return (await run(command, args, { cwd, encoding: 'utf8', maxBuffer: 16 << 20 })).stdout;
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  }
}

/**
 * Builds and packs the package, installs the tarball into a new folder, and links `tools` (names of
 * packages in this checkout's node_modules) beside its dependencies.
 * @param {{ tools?: string[], prefix?: string }} [options]
 * @returns {Promise<{ work: string, tarball: string, installed: string }>} the folder, the tarball, and the installed package
 */
export async function installPackedTarball({ tools = [], prefix = 'mcp-elicit-consumer-' } = {}) {
  const work = mkdtempSync(join(tmpdir(), prefix));
  await sh('npm', ['run', 'build'], repo);
  const packed = JSON.parse(await sh('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], repo));
  const tarball = join(work, packed[0].filename);
  mkdirSync(join(work, 'node_modules'));
  await sh('tar', ['-xzf', tarball, '-C', join(work, 'node_modules')], repo);
  const installed = join(work, 'node_modules', 'mcp-elicit');
  renameSync(join(work, 'node_modules', 'package'), installed);
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  for (const name of [...Object.keys(manifest.dependencies), ...tools]) {
    const target = join(work, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(repo, 'node_modules', name), target, 'dir');
  }
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  return { work, tarball, installed };
}
