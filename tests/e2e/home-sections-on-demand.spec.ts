import { header } from '../support/auth-support';
import { contactForm } from '../support/contact-helpers';
import { collectConsoleErrors } from '../support/console-errors';
import { skipIntro } from '../support/skip-intro';
import { holdAppScripts } from '../../scripts/local/slow-app';
import { expect, test } from '../support/test';

/**
 * The home page's sections below the hero are hydrated on demand, their code loaded when the visitor
 * heads for them. Until it arrives they stay the prerendered HTML: a link into them (the header's
 * Contact) must not blank them while their code is on its way.
 */
test.beforeEach(async ({ page }) => skipIntro(page));

test('following the header link to Contact before the sections’ code arrives keeps them on screen', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  // The app itself is running (this is about the sections' own code, which has not been asked for yet).
  await expect(header(page).getByRole('button', { name: 'Switch to dark theme' })).toHaveAttribute('data-hydrated');
  const slow = await holdAppScripts(context);

  await header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  const form = contactForm(page);
  await expect(form.getByLabel('Name')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Services', exact: false }).first()).toBeAttached();
  await expect(form).not.toHaveAttribute('data-hydrated');

  slow.release();
  await expect(form).toHaveAttribute('data-hydrated');
  await expect(form.getByLabel('Name')).toBeVisible();
  await expect(page).toHaveURL(/\/#contact$/);
  expect(errors).toEqual([]);
});
