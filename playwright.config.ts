import { defineConfig } from '@playwright/test';
import { TEST_SITE_URL } from './scripts/local/test-site';
import { chromiumArgs, headlessChromiumExecutable } from './scripts/local/browser-path';

/**
 * End-to-end tests run against the BUILT site served by Cloudflare's local runtime for Pages
 * (`wrangler pages dev`, scripts/serve/pages-dev.ts), each worker with a local backend of its own
 * (tests/support/test.ts). The web server below builds the site when its sources changed, so
 * `npx playwright test tests/e2e/theme.spec.ts` works on its own.
 */
export default defineConfig({
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // `npm test` serves the test site itself, for Lighthouse beside these tests (TEST_SITE_SERVED).
  webServer: process.env.TEST_SITE_SERVED
    ? undefined
    : {
        command: 'npx tsx scripts/local/serve-test-site.ts',
        url: `${TEST_SITE_URL}/robots.txt`,
        // A fresh clone builds the site first (some 30 s on a 2-core machine; longer when busy).
        timeout: 180_000,
        reuseExistingServer: false,
        // Stopped as from a terminal, so that wrangler stops whole and its work folder goes.
        gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
        stdout: 'pipe',
      },
  use: {
    baseURL: TEST_SITE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: headlessChromiumExecutable(), args: chromiumArgs },
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'site', testDir: 'tests/e2e' },
    { name: 'backend', testDir: 'backend/tests/browser' },
  ],
});
