import type { Page } from '@playwright/test';
import { clickPublishNow, openEntry, recordWrites, routeEditor, startEditorBackend, type EditorBackend } from '../support/cms-support';
import { collectConsoleErrors } from '../support/console-errors';
import { collectCspViolations } from '../support/csp-violations';
import { expect, test } from '../support/test';

/**
 * The editor's languages: /admin on the test site, logged in with Decap's local backend. Each test
 * has its own decap-server over its own copy of the project (tests/support/cms-support.ts), never
 * the working tree. The editor's whole journey, to the rebuilt site: cms-journey.spec.ts.
 */
const SOFTPOS = 'src/content/pages/services/acquiring-services/softpos';
const LOCALES = ['en', 'zh', 'am'] as const;
const dataFile = (locale: (typeof LOCALES)[number]) => `${SOFTPOS}.${locale}.json`;

let cms: EditorBackend;

test.beforeEach(async ({ page }) => {
  cms = await startEditorBackend();
  await routeEditor(page, cms);
});

// Decap may still be talking to its backend when a test ends: the route lets go of those requests.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await cms.stop();
});

const readAll = () => Promise.all(LOCALES.map((locale) => cms.read(dataFile(locale))));

const openSoftpos = (page: Page) => openEntry(page, 'Services: Acquiring Services', 'SoftPOS');

test('an editor sees the SoftPOS page in English and 中文 side by side and switches the left pane to አማርኛ and back', async ({ page, context }) => {
  const violations = await collectCspViolations(context);
  const errors = collectConsoleErrors(page);
  const [en, zh, am] = (await readAll()).map((text) => JSON.parse(text) as { intro: string });
  await openSoftpos(page);

  const intros = page.getByRole('textbox', { name: 'Introduction' });
  await expect(intros.first()).toHaveValue(en!.intro);
  await expect(intros.nth(1)).toHaveValue(zh!.intro);
  // Decap 3.16.3's right pane cannot switch: its menu throws.
  await page.getByRole('button', { name: 'Writing in EN' }).click();
  await page.getByRole('menuitem', { name: 'AM' }).click();
  await expect(intros.first()).toHaveValue(am!.intro);
  await expect(intros.nth(1)).toHaveValue(zh!.intro);
  await page.getByRole('button', { name: 'Writing in AM' }).click();
  await page.getByRole('menuitem', { name: 'EN' }).click();
  await expect(intros.first()).toHaveValue(en!.intro);

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

/** Decap's toast for a save its preSave listener refused (scripts/cms/editor-extension.ts): the problems follow. */
const refusal = (page: Page, problems: string) => page.getByRole('alert').filter({ hasText: `Failed to persist entry: ${problems}` });

test('a 中文 field the page requires, left empty, is refused with a message naming the language and the field, and no file is written', async ({ page }) => {
  const before = await readAll();
  const writes = recordWrites(page);
  await openSoftpos(page);

  await page.getByRole('textbox', { name: 'Introduction' }).nth(1).fill('');
  await clickPublishNow(page);

  await expect(refusal(page, '中文 · Introduction is required')).toBeVisible();
  expect(writes).toEqual([]);
  expect(await readAll()).toEqual(before);
});

test('a 中文 description too short for its rule is refused by Decap itself: the rule’s message next to the field once it is left, and no file is written', async ({
  page,
}) => {
  const before = await readAll();
  const writes = recordWrites(page);
  await openSoftpos(page);

  await page.getByRole('textbox', { name: 'Description' }).nth(1).fill('太短了');
  // Decap checks a field's pattern in either pane when the field is left, and saves no entry with an error.
  await clickPublishNow(page);

  const message = page.getByRole('listitem').filter({
    hasText: "Description didn't match the pattern: must be one or two sentences of 70–160 characters (35–160 in Chinese or Amharic).",
  });
  await expect(message).toHaveCount(1);
  // Next to the field: in the 中文 pane's Description control, right above its text box.
  const control = page
    .locator('div')
    .filter({ has: message })
    .filter({ has: page.getByRole('textbox', { name: 'Description' }) })
    .last();
  await expect(control.getByRole('textbox')).toHaveCount(1);
  await expect(control.getByRole('textbox')).toHaveValue('太短了');
  expect(writes).toEqual([]);
  expect(await readAll()).toEqual(before);
});
