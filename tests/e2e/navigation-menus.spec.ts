import { mainNav } from '../support/main-nav';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
  // No wait for the app: until it arrives the bar is plain links, and what the visitor does on them
  // then is carried over (buttons-before-hydration.spec.ts holds the app back to show it).
  await page.goto('/services/acquiring-services/softpos');
});

test('the Services mega-menu opens on hover with the four service groups and their pages', async ({ page }) => {
  await mainNav(page).getByText('Services', { exact: true }).hover();
  const trigger = mainNav(page).getByRole('button', { name: 'Services' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  for (const group of ['Digital Banking Ecosystem', 'Issuing Services', 'Acquiring Services', 'Value-Added Services']) {
    await expect(panel.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(panel.getByRole('link', { name: 'SoftPOS' })).toHaveAttribute('href', '/services/acquiring-services/softpos');

  // Moving away closes it after the grace period.
  await page.getByRole('link', { name: 'Tana Fintech' }).first().hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('a menu link navigates and closes the menu', async ({ page }) => {
  await mainNav(page).getByText('Use Cases', { exact: true }).hover();
  const trigger = mainNav(page).getByRole('button', { name: 'Use Cases' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  const link = panel.getByRole('link').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('keyboard only: Tab to Services, Enter opens, arrows and Tab reach the links, Escape closes and returns focus', async ({
  page,
}) => {
  // Tab from the logo into the bar.
  await page.getByRole('link', { name: 'Tana Fintech' }).first().focus();
  await page.keyboard.press('Tab');
  const trigger = mainNav(page).getByRole('button', { name: 'Services' });
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
});

test('without JavaScript the menu triggers are links to the home page sections', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/use-cases/bnpl');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services');
  await expect(nav.getByRole('link', { name: 'Use Cases' })).toHaveAttribute('href', '/#use-cases');
  await context.close();
});
