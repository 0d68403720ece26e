import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { startBackend } from '../../backend/server';
import { TEST_BACKEND_PORT, TEST_BACKEND_URL, TEST_SITE_URL } from '../../scripts/local/test-site';

/** This worker's local backend, behind the one backend URL the built site knows. */
export interface WorkerBackend {
  /** The URL the site (and every e-mail link) names: in this worker's browser, it reaches this backend. */
  publicUrl: string;
  /** Where this backend listens, for the test's own requests. */
  url: string;
  anonKey: string;
  /** For the admin API: what the project holds, as its dashboard shows it. */
  serviceRoleKey: string;
  /** Requests from the test itself (the test API, the auth API), relative to `url`. */
  api: APIRequestContext;
  /** A URL the backend sent out (an e-mail link), as the test itself reaches it. */
  reachable(sentUrl: string): string;
}

/**
 * The end-to-end tests' `test`: every worker starts a backend of its own (own port, own data in
 * memory, own clock, faults and settings), and its browser resolves the built site's backend URL to
 * it (Chromium's host resolver rules map a host and port to another), so that no two workers share
 * state and every spec runs in parallel. Requests from the page and from its service worker alike
 * go to this worker's backend.
 */
export const test = base.extend<object, { backend: WorkerBackend }>({
  backend: [
    async ({ playwright }, use) => {
      const running = await startBackend({ memory: true, port: 0, siteUrl: TEST_SITE_URL, publicUrl: TEST_BACKEND_URL, bcryptCost: 4 });
      const url = `http://127.0.0.1:${running.port}`;
      // A connection per request: the backend closes one idle for 5 s (Node's keep-alive timeout),
      // and a request sent on it as it closes fails with ECONNRESET.
      const api = await playwright.request.newContext({ baseURL: url, extraHTTPHeaders: { connection: 'close' } });
      await use({
        publicUrl: TEST_BACKEND_URL,
        url,
        anonKey: running.anonKey,
        serviceRoleKey: running.serviceRoleKey,
        api,
        reachable: (sentUrl) => sentUrl.replace(TEST_BACKEND_URL, url),
      });
      await api.dispose();
      await running.stop();
    },
    // A backend starts PGlite, which compiles its WebAssembly first: a few seconds on a quiet
    // machine, past the 30 s a test gets when both workers and Lighthouse start at once on 2 cores.
    { scope: 'worker', timeout: 60_000 },
  ],
  launchOptions: [
    async ({ launchOptions, backend }, use) => {
      const rule = `--host-resolver-rules=MAP 127.0.0.1:${TEST_BACKEND_PORT} ${new URL(backend.url).host}`;
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), rule] });
    },
    { scope: 'worker' },
  ],
});

export { expect };
