import { collectConsoleErrors } from '../support/console-errors';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

test('the offline badge appears when the connection drops and goes when it returns, without hydration errors', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await skipIntro(page);
  await page.goto('/use-cases/bnpl');
  await page.waitForLoadState('networkidle');
  const badge = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(badge).toHaveCount(0);

  await context.setOffline(true);
  await expect(badge).toBeVisible();
  await context.setOffline(false);
  await expect(badge).toHaveCount(0);
  expect(errors).toEqual([]);
});
