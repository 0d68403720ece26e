import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

// What each page loads before any interaction is weighed in every-template.spec.ts (and what every
// page names, statically, in tests/build/page-weight.test.ts).

test('the parts of a page loaded later fetch no stylesheet: every page carries its CSS inline', async ({ page }) => {
  await skipIntro(page);
  const stylesheets: string[] = [];
  let lowerSections = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    // The home page's lower sections are a chunk of their own, loaded as the visitor scrolls to them.
    if (/\/assets\/HomeSections-[\w-]+\.js$/.test(request.url())) lowerSections = true;
  });
  await page.goto('/');
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    expect(lowerSections).toBe(true);
  }).toPass();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
});
