import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/support/browser-path';

/**
 * End-to-end tests run against the BUILT site served like a static host, with the local backend.
 * `npm test` builds and starts both and passes their URLs in SITE_URL and BACKEND_URL.
 */
const serialSpecs = [/auth-[\w-]+\.spec\.ts/, /contact-[\w-]+\.spec\.ts/, /pwa-[\w-]+\.spec\.ts/];

export default defineConfig({
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.SITE_URL ?? 'http://127.0.0.1:4173',
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'site', testDir: 'tests/e2e', testIgnore: serialSpecs },
    // `npm test` runs these with one worker: the auth and contact specs reset the shared local
    // backend or inject faults into it, and the service-worker specs time installs of the whole
    // precache, which a second worker running beside them can slow past any sensible wait.
    { name: 'serial', testDir: 'tests/e2e', testMatch: serialSpecs },
    { name: 'backend', testDir: 'backend/tests/browser' },
  ],
});
