import { expect, test } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../support/browser-path';
import {
  copiesPerId,
  expectSubmissions,
  message,
  openContactForm,
  recordContactPosts,
  resetBackend,
  savedToast,
  sendMessage,
  sentToast,
  setFormFault,
  siteUrl,
  submissions,
  waitingStatus,
} from '../support/contact-helpers';

/**
 * The page's own outbox: no service worker controls the page (the very first visit; Playwright
 * blocks service workers here), so the page keeps and retries the message itself.
 */
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('offline: saved with a waiting count, then delivered exactly once when back online', async ({ page, context, request }) => {
  const posts = recordContactPosts(page);
  const form = await openContactForm(page);
  // What sending needs loads right after hydration, while still online.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await sendMessage(form, message(1));
  await expect(page.getByText(savedToast)).toBeVisible();
  await expect(waitingStatus(page)).toHaveText('1 message waiting to send');

  await context.setOffline(false);
  const [stored] = await expectSubmissions(request, 1);
  await expect(page.getByText(sentToast)).toBeVisible();
  await expect(waitingStatus(page)).toHaveCount(0);
  expect(stored?.fields.message).toBe('Message number 1');
  expect(new Set(posts)).toEqual(new Set([stored?.submission_id]));
});

test('offline, the browser closed; reopened online, the message is delivered exactly once', async ({ playwright, request }) => {
  const profile = await mkdtemp(join(tmpdir(), 'contact-outbox-'));
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, {
      executablePath: chromiumExecutable(),
      args: chromiumArgs,
      baseURL: siteUrl,
      serviceWorkers: 'block',
    });
  try {
    const first = await launch();
    const page = await first.newPage();
    const form = await openContactForm(page);
    await page.waitForLoadState('networkidle');
    await first.setOffline(true);
    await sendMessage(form, message(2));
    await expect(waitingStatus(page)).toHaveText('1 message waiting to send');
    await first.close();
    expect(await submissions(request)).toEqual([]);

    const second = await launch();
    const reopened = await second.newPage();
    await reopened.goto('/');
    const [stored] = await expectSubmissions(request, 1);
    expect(stored?.fields.message).toBe('Message number 2');
    await expect(reopened.getByText(sentToast)).toBeVisible();
    await second.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});

test('the service answers 503 to the first 3 posts: delivered exactly once, with one id', async ({ page, request }) => {
  const posts = recordContactPosts(page);
  await setFormFault(request, { status: 503, count: 3 });
  const form = await openContactForm(page);
  await sendMessage(form, message(3));
  await expect(page.getByText(savedToast)).toBeVisible();
  const [stored] = await expectSubmissions(request, 1, 45_000);
  await expect(page.getByText(sentToast)).toBeVisible();
  expect(posts).toHaveLength(4);
  expect(new Set(posts)).toEqual(new Set([stored?.submission_id]));
});

test('the service fails 30 % of 20 posts in a row: every message delivered exactly once, none lost', async ({ page, request }) => {
  test.setTimeout(150_000);
  await setFormFault(request, { status: 503, rate: 0.3 });
  const form = await openContactForm(page);
  for (let index = 1; index <= 20; index += 1) await sendMessage(form, message(index));
  const stored = await expectSubmissions(request, 20, 120_000);
  expect(copiesPerId(stored)).toEqual(Array(20).fill(1));
  expect(stored.map((submission) => submission.fields.message).sort()).toEqual(
    Array.from({ length: 20 }, (_, index) => `Message number ${index + 1}`).sort(),
  );
  await expect(waitingStatus(page)).toHaveCount(0);
});

test('the service stores the post but drops the connection: no second copy is stored', async ({ page, request }) => {
  const posts = recordContactPosts(page);
  await setFormFault(request, { mode: 'drop', count: 1 });
  const form = await openContactForm(page);
  await sendMessage(form, message(4));
  await expect(page.getByText(sentToast)).toBeVisible({ timeout: 30_000 });
  await expect(waitingStatus(page)).toHaveCount(0);
  const stored = await submissions(request);
  expect(stored).toHaveLength(1);
  // The retry carried the same id, so the service could tell it was a repeat.
  expect(new Set(posts)).toEqual(new Set([stored[0]?.submission_id]));
});
