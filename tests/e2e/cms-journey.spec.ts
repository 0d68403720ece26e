import type { Page } from '@playwright/test';
import { TEST_SITE_URL } from '../../scripts/local/test-site';
import { servePages } from '../../scripts/serve/pages-dev';
import { clickPublishNow, logIn, openEntry, publishNow, recordWrites, routeEditor, startEditorBackend, type EditorBackend } from '../support/cms-support';
import { mainNav } from '../support/main-nav';
import { buildCopy } from '../support/project-copy';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

/**
 * Issue 40's editor, tried as an editor would, with `npm start`'s setup: /admin on the test site,
 * Decap's local backend writing to a copy of the project (never the working tree), then that copy
 * rebuilt and served. Each step starts where the one before left the copy.
 */
test.describe.configure({ mode: 'serial' });

const LOCALES = ['en', 'zh', 'am'] as const;
type Locale = (typeof LOCALES)[number];
const SOFTPOS = 'src/content/pages/services/acquiring-services/softpos';
const NEW_INTRO = '在任何支持 NFC 的安卓手机上受理银行卡和二维码付款，当天即可开通，结算与台式终端完全一致。';

/** The use case an editor adds, in English only. */
const useCase = {
  title: 'Merchant Loyalty',
  slug: 'merchant-loyalty',
  description: 'Run points, stamps and cashback programs across cards, wallets and QR payments, with rewards that settle with every transaction.',
  icon: 'i-lucide-gift',
  intro: 'Reward repeat customers wherever they pay: points, stamps and cashback, funded by merchants and settled with each payment.',
  feature: { icon: 'i-lucide-coins', title: 'Points on every payment', description: 'Customers earn points on card, wallet and QR payments alike, without a separate loyalty card.' },
  menuLabel: 'Loyalty',
  order: 99,
};
const USE_CASE = `src/content/pages/use-cases/${useCase.slug}`;

let cms: EditorBackend;

test.beforeAll(async () => {
  cms = await startEditorBackend();
});

test.afterAll(async () => {
  await cms.stop();
});

test.beforeEach(async ({ page }) => {
  await routeEditor(page, cms);
});

// Decap may still be talking to its backend when a test ends: the route lets go of those requests.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const file = (path: string, locale: Locale) => `${path}.${locale}.json`;
const readEntry = (path: string) => Promise.all(LOCALES.map((locale) => cms.read(file(path, locale))));
const parsed = (texts: string[]) => texts.map((text) => JSON.parse(text) as Record<string, unknown>);

/** Services › Acquiring Services › SoftPOS. */
const openSoftpos = (page: Page) => openEntry(page, 'Services: Acquiring Services', 'SoftPOS');

/** The intro's text box of a pane: 0 the left (English), 1 the right (中文). */
const intro = (page: Page, pane: 0 | 1) => page.getByRole('textbox', { name: 'Introduction' }).nth(pane);

test('the editor changes the 中文 intro of Services › Acquiring Services › SoftPOS and publishes: the zh file has it, nothing else changes', async ({ page }) => {
  const texts = await readEntry(SOFTPOS);
  const before = parsed(texts);
  await openSoftpos(page);
  await expect(intro(page, 0)).toHaveValue(before[0]!.intro as string);
  await expect(intro(page, 1)).toHaveValue(before[1]!.intro as string);

  await intro(page, 1).fill(NEW_INTRO);
  expect((await publishNow(page)).ok()).toBe(true);

  const after = await readEntry(SOFTPOS);
  expect(parsed(after)).toEqual([before[0], { ...before[1], intro: NEW_INTRO }, before[2]]);
  // What `git diff` shows: the intro's line of the zh file, the other files untouched.
  expect(after[0]).toBe(texts[0]);
  expect(after[2]).toBe(texts[2]);
  const [linesBefore, linesAfter] = [texts[1]!, after[1]!].map((text) => text.split('\n'));
  expect(linesAfter).toHaveLength(linesBefore!.length);
  expect(linesAfter!.flatMap((line, index) => (line === linesBefore![index] ? [] : [[linesBefore![index], line]]))).toEqual([
    [`  "intro": ${JSON.stringify(before[1]!.intro)},`, `  "intro": ${JSON.stringify(NEW_INTRO)},`],
  ]);
});

test('an English field the page requires, left empty, is refused with a message next to it, and no file is written', async ({ page }) => {
  const before = await readEntry(SOFTPOS);
  const writes = recordWrites(page);
  await openSoftpos(page);

  await intro(page, 0).fill('');
  await clickPublishNow(page);

  await expect(page.getByRole('alert')).toContainText('missed a required field');
  const message = page.getByRole('listitem').filter({ hasText: 'Introduction is required.' });
  await expect(message).toHaveCount(1);
  // Next to the field: in the English pane's Introduction control, right above its text box.
  const control = page.locator('div').filter({ has: message }).filter({ has: intro(page, 0) }).last();
  await expect(control.getByRole('textbox')).toHaveCount(1);
  expect(writes).toEqual([]);
  expect(await readEntry(SOFTPOS)).toEqual(before);
});

/** The editor's pane writing in a language: the outermost element that holds its language menu and not the other's. */
const pane = (page: Page, locale: 'EN' | 'ZH') =>
  page
    .locator('div')
    .filter({ has: page.getByRole('button', { name: `Writing in ${locale}` }) })
    .filter({ hasNot: page.getByRole('button', { name: `Writing in ${locale === 'EN' ? 'ZH' : 'EN'}` }) })
    .first();

test('a new use case written in English only is published: Decap writes its English file and the other languages’ structure', async ({ page }) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Use cases' }).click();
  await page.getByRole('link', { name: 'Create entry of type Use cases' }).click();
  const english = pane(page, 'EN');
  await english.getByRole('textbox', { name: 'Title', exact: true }).first().fill(useCase.title);
  await english.getByRole('textbox', { name: 'Description' }).first().fill(useCase.description);
  await english.getByRole('textbox', { name: 'Icon' }).first().fill(useCase.icon);
  await english.getByRole('textbox', { name: 'Introduction' }).fill(useCase.intro);

  await english.getByRole('button', { name: 'Add features' }).click();
  // The feature's fields come after the page's own of the same names.
  await english.getByRole('textbox', { name: 'Icon' }).nth(1).fill(useCase.feature.icon);
  await english.getByRole('textbox', { name: 'Title', exact: true }).nth(1).fill(useCase.feature.title);
  await english.getByRole('textbox', { name: 'Description' }).nth(1).fill(useCase.feature.description);

  // The menu entry is the first object of the form, collapsed; its fields are asked for when it is given.
  await english.getByRole('button', { name: 'Expand' }).first().click();
  await english.getByRole('combobox', { name: /^Menu/ }).fill('use-cases');
  await page.keyboard.press('Enter');
  await english.getByRole('textbox', { name: /^Label in the menu/ }).fill(useCase.menuLabel);
  await english.getByRole('spinbutton', { name: /^Position in the menu/ }).fill(String(useCase.order));

  expect((await publishNow(page)).ok()).toBe(true);

  const [en, zh, am] = parsed(await readEntry(USE_CASE));
  expect(en).toEqual({
    template: 'solution',
    title: useCase.title,
    description: useCase.description,
    icon: useCase.icon,
    intro: useCase.intro,
    features: [useCase.feature],
    menu: { menu: 'use-cases', label: useCase.menuLabel, order: useCase.order },
  });
  // The other languages get the fields that are the same in every language (Decap's 'duplicate'),
  // and no text: the build takes such a file for a translation not begun.
  const structure = { template: 'solution', icon: useCase.icon, menu: { menu: 'use-cases', order: useCase.order } };
  expect(zh).toEqual(structure);
  expect(am).toEqual(structure);
});

/** The built copy, served as the host would serve it. */
let site: { url: string; stop(): Promise<void> } | undefined;

test.afterAll(async () => {
  await site?.stop();
});

test('after a rebuild, the site shows the new 中文 intro, and the English-only use case in the English menu and as the English page in 中文 and አማርኛ', async ({
  page,
  backend,
}, testInfo) => {
  // The whole site built in three languages: 13 to 23 s measured on a quiet 2-core machine, 28 s
  // beside two Playwright workers.
  test.setTimeout(120_000);
  const dist = await buildCopy(cms.project, backend.anonKey, testInfo.outputPath('build.log'));
  site = await servePages(dist, 'any');
  await skipIntro(page);

  await page.goto(`${site.url}/zh/services/acquiring-services/softpos`);
  await expect(page.getByText(NEW_INTRO)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/use-cases/bnpl`);
  await mainNav(page).getByText('Use Cases', { exact: true }).hover();
  const trigger = mainNav(page).getByRole('button', { name: 'Use Cases' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link', { name: useCase.menuLabel })).toHaveAttribute('href', `/use-cases/${useCase.slug}`);

  const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${TEST_SITE_URL}/use-cases/${useCase.slug}</loc>`);

  const notes = { zh: '本页暂无中文版本，以下为英文原文。', am: 'ይህ ገጽ ገና ወደ አማርኛ አልተተረጎመም፤ ከዚህ በታች የእንግሊዝኛው ጽሑፍ ነው።' };
  for (const locale of ['zh', 'am'] as const) {
    await page.goto(`${site.url}/${locale}/use-cases/${useCase.slug}`);
    const english = page.locator('[lang="en"]').filter({ has: page.getByRole('heading', { level: 1, name: useCase.title }) }).last();
    await expect(english.getByText(useCase.intro)).toBeVisible();
    const note = page.getByRole('note').filter({ hasText: notes[locale] });
    await expect(note).toBeVisible();
    // The note is in the page's language, before the English content and outside it.
    expect(await note.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).not.toBe('en');
    const contentFollows = await note.evaluate(
      (element, content) => Boolean(content && element.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING),
      await english.elementHandle(),
    );
    expect(contentFollows).toBe(true);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates.sort()).toEqual(['en', 'x-default']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${TEST_SITE_URL}/use-cases/${useCase.slug}`);
    expect(sitemap).not.toContain(`${TEST_SITE_URL}/${locale}/use-cases/${useCase.slug}`);
  }
});
