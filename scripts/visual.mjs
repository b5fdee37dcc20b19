// npm run test:visual [-- --update] [-- <playwright test options>]
// Builds Storybook, then runs the visual suite (test/visual) in Debian Chromium. With --update, the
// pictures that changed become the new baselines: look at every changed picture before committing it.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const update = args.includes('--update');
const rest = args.filter((arg) => arg !== '--update');

const run = (command, commandArgs) => {
  const { status } = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

// What the last failed run wrote beside the baselines goes; this run writes its own.
const baselines = 'test/visual/baselines';
for (const file of readdirSync(baselines, { recursive: true }).map(String)) {
  if (/\.(actual|diff)\.png$/.test(file)) rmSync(join(baselines, file));
}

run('npm', ['run', '--silent', 'build-storybook', '--', '--quiet']);
run('npx', ['playwright', 'test', '-c', 'test/visual/playwright.config.ts', ...(update ? ['--update-snapshots=changed'] : []), ...rest]);
