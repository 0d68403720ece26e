import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { openEntry, publishNow, routeEditor, startEditorBackend, type EditorBackend } from '../support/cms-support';
import { collectConsoleErrors } from '../support/console-errors';
import { collectCspViolations } from '../support/csp-violations';
import { buildCopy } from '../support/project-copy';
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

test.afterEach(async () => {
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

test('a 中文 field the page requires, left empty, is published all the same (Decap checks the English pane only): the build then refuses the file, naming the field', async ({
  page,
  backend,
}, testInfo) => {
  // The build stops at its content check, before the first bundle: seconds, more beside other workers.
  test.setTimeout(120_000);
  const [en, zh, am] = await readAll();
  await openSoftpos(page);

  await page.getByRole('textbox', { name: 'Introduction' }).nth(1).fill('');
  expect((await publishNow(page)).ok()).toBe(true);
  await expect(page.getByRole('listitem').filter({ hasText: 'is required' })).toHaveCount(0);
  const after = (await readAll()).map((text) => JSON.parse(text) as object);
  expect(after).toEqual([JSON.parse(en!), { ...JSON.parse(zh!), intro: '' }, JSON.parse(am!)]);

  const log = testInfo.outputPath('build.log');
  await expect(buildCopy(cms.project, backend.anonKey, log)).rejects.toThrow('exited with 1');
  const output = await readFile(log, 'utf8');
  expect(output).toContain(dataFile('zh'));
  expect(output).toMatch(/\bintro: /);
});
