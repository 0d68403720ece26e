import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Opens the documentation modal from the mobile menu (a phone-sized page) and waits for its page. */
export async function openDocumentationModal(page: Page): Promise<FrameLocator> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Documentation' }).click();
  const frame = page.frameLocator('iframe[title="Tana Fintech API documentation"]');
  await expect(frame.getByRole('heading', { name: 'Authentication' })).toBeVisible();
  return frame;
}
