import { visitOnce } from '../support/pwa-helpers';
import { search, searchBox, searchCases } from '../support/search-support';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

test('after one visit, search works offline over the whole site, and its results open offline', async ({ page, context }) => {
  await skipIntro(page);
  await visitOnce(page);
  await context.setOffline(true);
  await page.goto('/use-cases/bnpl');

  await page.keyboard.press('/');
  for (const { query, title, ...rest } of searchCases) {
    await search(page, query, 'searched' in rest ? rest.searched : query);
    await expect(page.getByRole('option').first()).toContainText(title);
  }
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/services/acquiring-services/softpos');
  await expect(page.locator('h1')).toHaveText('SoftPOS');
});
