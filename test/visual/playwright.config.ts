// npm run test:visual: every Storybook story (after its play function) and the demo page with each
// scenario's question open, photographed in Debian Chromium in every variant (variants.ts) and
// compared with the baselines committed in test/visual/baselines/. See fixtures.ts for how the
// pictures are made deterministic.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import type { VisualOptions } from './fixtures.js';
import { VARIANTS } from './variants.js';

export default defineConfig<VisualOptions>({
  testDir: '.',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  outputDir: '.results',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['line']] : [['list']],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Per pixel: how far a colour may move (anti-aliasing); per picture: how many pixels may.
      threshold: 0.2,
      maxDiffPixels: 40,
    },
  },
  // Each worker makes its page from the variant (fixtures.ts). The fonts are pinned (fonts.conf).
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: findChromium(),
      args: chromiumArgs,
      env: { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./fonts.conf', import.meta.url)) },
    },
  },
  projects: VARIANTS.map((variant) => ({ name: variant.name, use: { variant }, testIgnore: variant.demo ? [] : ['demo.visual.ts'] })),
});
