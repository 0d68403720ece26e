import { expect, test, type Page, type Response } from '@playwright/test';
import { header, withoutRateLimits } from '../support/auth-support';
import { collectConsoleErrors } from '../support/console-errors';
import { fillContactForm, openContactForm, sendButton, sentToast } from '../support/contact-helpers';
import { collectCspViolations } from '../support/csp-violations';
import { openDocumentationModal } from '../support/documentation-modal';
import { aliases, registry } from '../support/registry';
import { confirmedSession, setVisitorState } from '../support/session-support';
import { skipIntro } from '../support/skip-intro';

let session: string;

test.beforeAll(async ({ request }) => {
  await withoutRateLimits(request);
  session = await confirmedSession(request, 'csp');
});

/** Opens a page and lets everything it loads by itself run: hydration, the auth client, lazy sections. */
async function visit(page: Page, path: string, signedIn: boolean): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (signedIn) await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  if (path !== '/') return response;
  // The home page's sections below the fold hydrate when scrolled to (the contact form, with the toaster).
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
  return response;
}

/**
 * Every page of the registry, opened as four visitors: light and dark, signed out and in. The first
 * visitor the page is for (a signed-in one for a page only they may see; the others go to /auth)
 * also checks that it answers 200 with its own title and one visible h1.
 */
test.describe('every page: 200, its own title and h1, no Content-Security-Policy violation or console error', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const entry of registry.pages) {
    test(`${entry.path} answers 200 with its own title and h1; light and dark, signed out and in, no violation or error`, async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await skipIntro(page);
      const violations = await collectCspViolations(context);
      const errors = collectConsoleErrors(page);
      // A document of the site's origin, for the storage each visitor below starts from.
      await page.goto('/robots.txt');
      for (const signedIn of [false, true]) {
        for (const theme of ['light', 'dark'] as const) {
          await setVisitorState(page, { session: signedIn ? session : null, theme });
          const response = await visit(page, entry.path, signedIn);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          const firstVisitorItIsFor = theme === 'light' && signedIn === (entry.access === 'signed-in');
          if (!firstVisitorItIsFor) continue;
          expect(response?.status()).toBe(200);
          await expect(page).toHaveTitle(registry.documentTitle(entry));
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('h1')).toBeVisible();
        }
      }
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('the home page intro, its head script and the deferred entry loader run under the policy', async ({ page, context }) => {
  const violations = await collectCspViolations(context);
  const errors = collectConsoleErrors(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'no-preference' });
    await page.goto('/');
    await page.evaluate(() => sessionStorage.removeItem('hasSeenIntro'));
    await page.reload();
    const intro = page.getByRole('dialog', { name: 'Tana Fintech' });
    await expect(intro).toBeVisible();
    // It plays to the end and hands over to the page.
    await expect(intro).toBeHidden({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the documentation modal and its framed page, in both themes', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const violations = await collectCspViolations(context);
  const errors = collectConsoleErrors(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    // Reduced motion skips the intro without a test script touching storage (the framed page has none).
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await openDocumentationModal(page);
    await page.keyboard.press('Escape');
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a toast, the not-found page and a redirect page for hosts without _redirects', async ({ page, context }) => {
  await skipIntro(page);
  const violations = await collectCspViolations(context);
  const errors = collectConsoleErrors(page);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await page.waitForLoadState('networkidle');
  // The not-found page reports the missing path in the console on purpose (not-found.spec.ts).
  expect(errors.filter((error) => /Content Security Policy|Refused to/.test(error))).toEqual([]);
  errors.length = 0;

  const [from, to] = aliases[0]!;
  await page.goto(`${from}.html`);
  await expect(page).toHaveURL(new RegExp(`${to}$`));

  const form = await openContactForm(page);
  await fillContactForm(form, { name: 'Ada Lovelace', email: 'ada@example.com', message: 'A toast, please.' });
  await sendButton(form).click();
  await expect(page.getByText(sentToast)).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
