import homeSections from '../../src/content/home/sections';
import { expectHomeDrawingsDrawn } from '../support/home-drawings';
import { expect, test } from '../support/test';

// That every page reads completely without JavaScript: statically for every page of every language
// (tests/build/every-page.test.ts), and against the hydrated page for a page of every template in
// every language (every-template.spec.ts).

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page’s illustration and diagrams are drawn, named and described', async ({ page }) => {
    await page.goto('/');
    for (const panel of homeSections.technology.panels) {
      await expect(page.getByRole('img', { name: panel.title, exact: true })).toHaveAccessibleDescription(panel.description);
    }
    await expectHomeDrawingsDrawn(page);
  });
});
