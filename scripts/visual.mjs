// @ts-check
// npm run test:visual [-- --update] [-- --package] [-- --all-failures] [-- <playwright test options>]
// Builds Storybook (unless storybook-static/ is fresh, scripts/storybook-build.mjs), then runs the
// visual suite (test/visual) in Debian Chromium. It stops after the first 5 failed tests
// (scripts/visual-args.mjs); --all-failures runs every picture and reports them all. With --update, the
// pictures that changed become the new baselines: look at every changed picture before committing it.
// With --package, the stories are built against the packed tarball installed in a throwaway consumer
// project (scripts/consumer.mjs), and the named subset (test/visual/package-subset.ts) is compared
// with the same baselines; the run then checks that the subset showed every part the elements document.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { installPackedTarball } from './consumer.mjs';
import { ensureStorybook } from './storybook-build.mjs';
import { visualArgs } from './visual-args.mjs';

const { update, fromPackage, playwright: rest } = visualArgs(process.argv.slice(2));

/**
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {Record<string, string>} [env]
 */
const run = (command, commandArgs, env = {}) => {
  const { status } = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) process.exit(status ?? 1);
};

// What the last failed run wrote beside the baselines goes; this run writes its own.
const baselines = 'test/visual/baselines';
for (const file of readdirSync(baselines, { recursive: true }).map(String)) {
  if (/\.(actual|diff)\.png$/.test(file)) rmSync(join(baselines, file));
}
const playwright = ['playwright', 'test', '-c', 'test/visual/playwright.config.ts'];

if (!fromPackage) {
  ensureStorybook();
  run('npx', [...playwright, ...(update ? ['--update-snapshots=changed'] : []), ...rest]);
} else {
  if (update) throw new Error('--package compares with the baselines the checkout made; update them without --package.');
  const { work, installed } = await installPackedTarball({ prefix: 'mcp-elicit-pictures-' });
  const storybook = 'storybook-package';
  const partsSeen = 'test/visual/.results/parts';
  rmSync(partsSeen, { recursive: true, force: true });
  try {
    run('npm', ['run', '--silent', 'build-storybook', '--', '--quiet', '--output-dir', storybook], { MCP_ELICIT_PACKAGE: installed });
    run('npx', [...playwright, 'stories.visual.ts', ...rest], { VISUAL_STORYBOOK: storybook, VISUAL_PACKAGE: '1' });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  // Every part the elements document was on screen in at least one picture.
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const documented = new Set(
    manifest.modules
      .flatMap((m) => m.declarations ?? [])
      .flatMap((d) => d.cssParts ?? [])
      .map((p) => p.name),
  );
  const seen = new Set(existsSync(partsSeen) ? readdirSync(partsSeen).flatMap((file) => JSON.parse(readFileSync(join(partsSeen, file), 'utf8'))) : []);
  const unseen = [...documented].filter((name) => !seen.has(name));
  if (unseen.length) {
    console.error(`The package's pictures never showed these parts: ${unseen.join(', ')}. Add a story that shows them to test/visual/package-subset.ts.`);
    process.exit(1);
  }
  console.log(`The package's pictures showed all ${documented.size} documented parts.`);
}
