// The consumer's own Playwright configuration: Debian Chromium, the page served by the package test.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  reporter: 'line',
  workers: 1,
  use: {
    baseURL: process.env.SITE,
    launchOptions: { executablePath: process.env.CHROMIUM, args: JSON.parse(process.env.CHROMIUM_ARGS ?? '[]') },
  },
});
