import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startCmsBackend, type CmsBackend } from '../../scripts/cms/local-backend';
import { TEST_CMS_PORT } from '../../scripts/local/test-site';
import { collectConsoleErrors } from '../support/console-errors';
import { collectCspViolations } from '../support/csp-violations';
import { expect, test } from '../support/test';

/**
 * The editor as an editor uses it: /admin on the test site, logged in with Decap's local backend,
 * which the test site's config names (TEST_CMS_PORT). The backend writes to a copy of the content
 * in a temporary folder laid out as the repository, never to the working tree.
 */
const root = resolve(import.meta.dirname, '../..');
const SOFTPOS = 'src/content/pages/services/acquiring-services/softpos';
const LOCALES = ['en', 'zh', 'am'] as const;

let repoDir = '';
let cms: CmsBackend;

// One decap-server on one port: this file's tests run one after another, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeEach(async () => {
  repoDir = await mkdtemp(join(tmpdir(), 'cms-admin-'));
  await cp(join(root, 'src/content'), join(repoDir, 'src/content'), { recursive: true });
  // The SoftPOS page as data (the layout the content moves to), in its three languages.
  for (const locale of LOCALES) await cp(join(root, `tests/fixtures/cms/softpos.${locale}.json`), join(repoDir, `${SOFTPOS}.${locale}.json`));
  cms = await startCmsBackend({ port: TEST_CMS_PORT, repoDir });
});

test.afterEach(async () => {
  await cms.stop();
  await rm(repoDir, { recursive: true, force: true });
});

const dataFile = (locale: (typeof LOCALES)[number]) => readFile(join(repoDir, `${SOFTPOS}.${locale}.json`), 'utf8');

/** Logs in with the local backend and opens the SoftPOS entry: English on the left, a translation on the right. */
async function openSoftpos(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: /SoftPOS/ }).click();
  await expect(page.getByText('Writing in EN')).toBeVisible();
}

test('an editor sees the three languages of the SoftPOS page side by side, changes its 中文 intro and publishes: the zh file changes', async ({
  page,
  context,
}) => {
  const violations = await collectCspViolations(context);
  const errors = collectConsoleErrors(page);
  const before = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await dataFile(locale)] as const)));
  await openSoftpos(page);

  const intros = page.getByRole('textbox', { name: 'Intro' });
  await expect(intros.first()).toHaveValue(JSON.parse(before.en!).intro);
  await expect(page.getByText('Writing in ZH')).toBeVisible();
  await expect(intros.nth(1)).toHaveValue(JSON.parse(before.zh!).intro);
  // The left pane switches to አማርኛ and back (Decap 3.16.3's right pane cannot switch: its menu throws).
  await page.getByRole('button', { name: 'Writing in EN' }).click();
  await page.getByRole('menuitem', { name: 'AM' }).click();
  await expect(intros.first()).toHaveValue(JSON.parse(before.am!).intro);
  await expect(intros.nth(1)).toHaveValue(JSON.parse(before.zh!).intro);
  await page.getByRole('button', { name: 'Writing in AM' }).click();
  await page.getByRole('menuitem', { name: 'EN' }).click();
  await expect(intros.first()).toHaveValue(JSON.parse(before.en!).intro);

  const changed = '在任何带 NFC 的安卓手机上受理银行卡，当天即可开始。';
  await intros.nth(1).fill(changed);
  // decap-server answers once it has written the files.
  const persisted = page.waitForResponse((response) => response.url() === cms.apiUrl && /"action":"persistEntry"/.test(response.request().postData() ?? ''));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  expect((await persisted).ok()).toBe(true);

  expect(JSON.parse(await dataFile('zh'))).toEqual({ ...JSON.parse(before.zh!), intro: changed });
  expect(await dataFile('zh')).toMatch(/^\{\n {2}"title": /);
  expect(await dataFile('en')).toBe(before.en);
  expect(await dataFile('am')).toBe(before.am);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a required field left empty is refused with a message next to it, and no file is written', async ({ page }) => {
  const before = await Promise.all(LOCALES.map(dataFile));
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /"action":"persistEntry"/.test(request.postData() ?? '')) writes.push(request.url());
  });
  await openSoftpos(page);

  await page.getByRole('textbox', { name: 'Intro' }).first().fill('');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();

  await expect(page.getByRole('alert')).toContainText('missed a required field');
  // The message is in the English intro's own field, beside its label; the Chinese one has none.
  const [englishField, chineseField] = [0, 1].map((pane) => page.getByLabel('text field').filter({ has: page.getByRole('textbox', { name: 'Intro' }) }).nth(pane));
  await expect(englishField!.getByRole('listitem')).toHaveText('Intro is required.');
  await expect(chineseField!.getByRole('listitem')).toHaveCount(0);
  expect(writes).toEqual([]);
  expect(await Promise.all(LOCALES.map(dataFile))).toEqual(before);
});
