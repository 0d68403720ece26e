import { header, withoutRateLimits } from '../support/auth-support';
import { collectConsoleErrors } from '../support/console-errors';
import { collectCspViolations } from '../support/csp-violations';
import { openDocumentationModal } from '../support/documentation-modal';
import { visitOnce } from '../support/pwa-helpers';
import { templateSamples } from '../support/registry';
import { confirmedSession, setVisitorState } from '../support/session-support';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

const states = [false, true].flatMap((signedIn) => (['light', 'dark'] as const).map((theme) => ({ signedIn, theme })));

/**
 * The largest page of every template, opened offline in each of the four states. The policy allows
 * the inline scripts by their hashes (every page's are checked statically in
 * tests/build/every-page.test.ts), and every page of a template runs the same code, so one page of a
 * template in a state answers for all of them.
 */
const pages = templateSamples.filter((path) => path !== '/no-such-page');

/** Offline pages come from the worker's cache, with the headers they were cached with: the policy must hold there too. */
test('offline, a page of every template, in both themes signed out and in, runs without a policy violation', async ({
  page,
  context,
  backend,
}) => {
  await withoutRateLimits(backend);
  const session = await confirmedSession(backend, 'csp-offline');
  await skipIntro(page);
  const violations = await collectCspViolations(context);
  const errors = collectConsoleErrors(page);
  await visitOnce(page);

  await context.setOffline(true);
  for (const { signedIn, theme } of states) {
    await setVisitorState(page, { session: signedIn ? session : null, theme });
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect(page.locator('h1'), path).toBeVisible();
      if (signedIn && path !== '/auth') await expect(header(page).getByRole('button', { name: 'Sign Out' }), path).toBeVisible();
    }
  }
  expect(violations).toEqual([]);
  // Signed in, the app checks the stored session with the auth service, which offline cannot answer.
  expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test("offline, the worker's not-found page and the documentation modal run without a policy violation", async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Reduced motion skips the intro without a test script touching storage (the framed page has none).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const violations = await collectCspViolations(context);
  const errors = collectConsoleErrors(page);
  await visitOnce(page);
  await context.setOffline(true);

  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  expect(missing?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  // The not-found page answers 404 and reports the missing path in the console on purpose
  // (not-found.spec.ts), once the app has started on it: wait for that before the next page.
  await expect.poll(() => errors.filter((error) => error.includes('non-existent route: /no-such-page'))).toHaveLength(1);
  expect(errors.filter((error) => /Content Security Policy|Refused to/.test(error))).toEqual([]);
  errors.length = 0;

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await openDocumentationModal(page);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
