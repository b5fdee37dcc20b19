// @ts-check
// The built Storybook (storybook-static/) that test:visual, test:docs and check-storybook read. Each
// of them calls ensureStorybook(), so none depends on another having run first: a missing site, or
// one older than what it is built from, is built again (with a line that says why); a fresh one is
// used as it is, so `npm test` builds it once (in test:visual) and test:docs reuses it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the site is built from (the stories import test/ and demo/ helpers). */
export const SOURCES = ['src', 'stories', 'docs', '.storybook', 'test', 'demo', 'package.json', 'package-lock.json'];
/** What the build writes beside the site, and the checks read (the guide links to the reference). */
export const OUTPUTS = [join('docs', 'reference', 'elements.mdx')];
/** Left out: the build writes docs/reference/; the pictures' run writes test/visual/ results. */
const SKIPPED = [join('docs', 'reference'), join('test', 'visual')];

/**
 * The newest file under `paths` (folders are walked), as [path, mtime in ms], leaving out SKIPPED.
 * @param {string[]} paths
 * @returns {[string, number] | undefined}
 */
export function newestSource(paths) {
  /** @type {[string, number] | undefined} */
  let newest;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory() ? readdirSync(path, { recursive: true }).map((file) => join(path, String(file))) : [path];
    for (const file of files) {
      if (SKIPPED.some((skipped) => file.startsWith(skipped))) continue;
      const stat = statSync(file);
      if (stat.isFile() && (!newest || stat.mtimeMs > newest[1])) newest = [file, stat.mtimeMs];
    }
  }
  return newest;
}

/**
 * Why the site in `root` must be built again, or undefined when it is fresh.
 * @param {string} root
 * @param {string[]} [sources]
 * @param {string[]} [outputs]
 * @returns {string | undefined}
 */
export function staleReason(root, sources = SOURCES, outputs = OUTPUTS) {
  const index = join(root, 'index.json');
  if (!existsSync(index)) return `${root}/ has not been built`;
  const missing = outputs.find((output) => !existsSync(output));
  if (missing) return `${missing} is missing`;
  const built = statSync(index).mtimeMs;
  const newest = newestSource(sources);
  if (newest && newest[1] > built) return `${newest[0]} changed after ${root}/ was built`;
  return undefined;
}

/**
 * Builds storybook-static/ (npm run build-storybook) unless it is fresh.
 * @param {string} [root]
 */
export function ensureStorybook(root = 'storybook-static') {
  const reason = staleReason(root);
  if (!reason) return;
  console.log(`${reason}: building it (npm run build-storybook).`);
  const { status } = spawnSync('npm', ['run', '--silent', 'build-storybook', '--', '--quiet', '--output-dir', root], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
