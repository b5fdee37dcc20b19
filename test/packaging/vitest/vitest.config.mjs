// The consumer's own Vitest configuration: browser mode in Debian Chromium through Playwright.
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['vitest/*.test.js'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: process.env.CHROMIUM, args: JSON.parse(process.env.CHROMIUM_ARGS ?? '[]') } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
