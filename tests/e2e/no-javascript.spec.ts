import { expect, test as base, type BrowserContext } from '@playwright/test';
import homeSections from '../../src/content/home/sections';
import { signInWithStoredSession } from '../support/auth-support';
import { expectHomeDrawingsDrawn } from '../support/home-drawings';
import { translatedLocales } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { registry, templateSamples } from '../support/registry';

/** Every page, and a page of each template in Chinese and Amharic (public ones: the signed-in shell says its English words). */
const visits = [
  ...registry.pages.map((page) => ({ page, url: page.path })),
  ...translatedLocales.flatMap((locale) =>
    registry.pages
      .filter((page) => templateSamples.includes(page.path) && page.access !== 'signed-in')
      .map((page) => ({ page, url: pathIn(locale, page.path) })),
  ),
];
import { skipIntro } from '../support/skip-intro';

/**
 * The browser the hydrated pages are compared in, one per worker, as a visitor's that goes from page
 * to page (its cache makes each next page cheap); each page in a tab of its own.
 */
const test = base.extend<object, { scriptedBrowser: BrowserContext }>({
  scriptedBrowser: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, javaScriptEnabled: true, serviceWorkers });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The text of the main content, whitespace-normalised, without the labels of controls (buttons,
 * form fields): a toggle's 'Learn More' exists only where JavaScript can run it. Every block is read,
 * drawn or not: `innerText` leaves out a `content-visibility: auto` block far from the screen, and
 * which blocks are near it differs between the two pages (a collapsed toggle is shorter).
 */
async function mainText(page: import('@playwright/test').Page): Promise<string> {
  const text = await page.locator('main').evaluate((main) => {
    const controls = [...main.querySelectorAll<HTMLElement>('button, input, textarea, select')];
    const displays = controls.map((control) => control.style.display);
    controls.forEach((control) => (control.style.display = 'none'));
    const blocks = [...main.querySelectorAll<HTMLElement>('*')].filter((block) => getComputedStyle(block).contentVisibility === 'auto');
    blocks.forEach((block) => (block.style.contentVisibility = 'visible'));
    const result = (main as HTMLElement).innerText;
    blocks.forEach((block) => (block.style.contentVisibility = ''));
    controls.forEach((control, index) => (control.style.display = displays[index]!));
    return result;
  });
  return text.replace(/\s+/g, ' ').trim();
}

test.describe('with JavaScript disabled', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ javaScriptEnabled: false });

  for (const { page, url } of visits) {
    test(`${url} reads completely`, async ({ page: tab, scriptedBrowser, request }) => {
      await tab.goto(url);
      await expect(tab.locator('h1')).toBeVisible();
      const withoutScript = await mainText(tab);
      // A page of text, not an empty shell (Chinese says in 60 characters what English says in 150).
      expect(withoutScript.length).toBeGreaterThan(60);

      // The hydrated page shows the same content: nothing is missing from the prerendered HTML. A page
      // for signed-in visitors is compared as such a visitor sees it, leaving out their own data
      // (which no prerendered page may hold), and says without JavaScript why it shows none.
      const hydrated = await scriptedBrowser.newPage();
      // The page itself, not the home page's intro in front of it.
      await skipIntro(hydrated);
      const visitor = page.access === 'signed-in' ? await signInWithStoredSession(hydrated, request, 'no-js') : undefined;
      if (visitor) expect(withoutScript).toContain('needs JavaScript. Please enable it and reload.');
      await hydrated.goto(url);
      await hydrated.waitForLoadState('networkidle');
      await expect(hydrated.locator('h1')).toHaveText(await tab.locator('h1').innerText());
      if (visitor) await expect(hydrated.locator('main').getByText(visitor)).toBeVisible();
      const withScript = await mainText(hydrated);
      // The next page is compared as a visitor who is not signed in.
      if (visitor) await hydrated.evaluate(() => localStorage.clear());
      await hydrated.close();
      // Sentences end with a full stop (and a space) in English, with 。！？ in Chinese and ። in Amharic.
      const sentences = withScript.split(/(?<=[.!?])\s+|(?<=[。！？።])\s*/).filter((part) => part.length > 20);
      for (const sentence of sentences.filter((part) => !visitor || !part.includes(visitor))) {
        expect(withoutScript, `${url}: "${sentence}"`).toContain(sentence);
      }
    });
  }

  test('the home page’s illustration and diagrams are drawn, named and described', async ({ page: tab }) => {
    await tab.goto('/');
    for (const panel of homeSections.technology.panels) {
      await expect(tab.getByRole('img', { name: panel.title, exact: true })).toHaveAccessibleDescription(panel.description);
    }
    await expectHomeDrawingsDrawn(tab);
  });
});
