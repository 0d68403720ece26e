import { collectConsoleErrors } from '../support/console-errors';
import { fillContactForm, openContactForm, sendButton, sentToast } from '../support/contact-helpers';
import { collectCspViolations } from '../support/csp-violations';
import { openDocumentationModal } from '../support/documentation-modal';
import { aliases } from '../support/registry';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

// A page of every template, in every language, signed out and in, in both themes: every-template.spec.ts.

test('the home page intro, its head script and the deferred entry loader run under the policy', async ({ page, context }) => {
  const violations = await collectCspViolations(context);
  const errors = collectConsoleErrors(page);
  // The page's clock is the test's: the intro plays to its end (about 2.1 s) when the test runs it.
  await page.clock.install();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'no-preference' });
    await page.goto('/');
    await page.evaluate(() => sessionStorage.removeItem('hasSeenIntro'));
    await page.reload();
    const intro = page.getByRole('dialog', { name: 'Tana Fintech' });
    await expect(intro).toBeVisible();
    // It plays to the end and hands over to the page, once its count has begun (at its first paint).
    await expect(intro).toHaveAttribute('data-counting', '');
    await page.clock.runFor(3_000);
    await expect(intro).toBeHidden();
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

test("an inline stylesheet the page does not name is refused, though the header lets inline styles through: the page's own policy holds", async ({
  page,
  context,
}) => {
  const violations = await collectCspViolations(context);
  await skipIntro(page);
  await page.goto('/auth');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body{background-color:rgb(255, 0, 0)}';
    document.head.append(style);
  });
  await expect.poll(() => violations).toEqual([expect.stringMatching(/^style-src-elem inline /)]);
  expect(await background()).toBe(before);
});
