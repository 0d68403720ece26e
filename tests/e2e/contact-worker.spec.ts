import { expect, test } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../support/browser-path';
import {
  backendUrl,
  canRegisterSync,
  copiesPerId,
  denyBackgroundSync,
  expectSubmissions,
  failedToast,
  message,
  openControlledContactForm,
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

/** The service worker's queue: the page is controlled by the site's worker, which keeps and replays messages. */
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('offline: the worker queues it, then delivers it exactly once when back online, and the page is told', async ({ page, context, request }) => {
  const posts = recordContactPosts(context);
  const form = await openControlledContactForm(page);
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
  const profile = await mkdtemp(join(tmpdir(), 'contact-worker-'));
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, {
      executablePath: chromiumExecutable(),
      args: chromiumArgs,
      baseURL: siteUrl,
      serviceWorkers: 'allow',
    });
  try {
    const first = await launch();
    const page = await first.newPage();
    const form = await openControlledContactForm(page);
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
    await second.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});

test('the service answers 503 to the first 3 posts: kept with backoff, delivered exactly once', async ({ page, context, request }) => {
  const posts = recordContactPosts(context);
  await setFormFault(request, { status: 503, count: 3 });
  const form = await openControlledContactForm(page);
  await sendMessage(form, message(3));
  await expect(page.getByText(savedToast)).toBeVisible();
  const [stored] = await expectSubmissions(request, 1, 45_000);
  await expect(page.getByText(sentToast)).toBeVisible();
  // The page's post plus the worker's posts, all with the one id made at Send.
  expect(new Set(posts)).toEqual(new Set([stored?.submission_id]));
});

test('the service fails 30 % of 20 posts in a row: every message delivered exactly once, none lost', async ({ page, request }) => {
  test.setTimeout(150_000);
  await setFormFault(request, { status: 503, rate: 0.3 });
  const form = await openControlledContactForm(page);
  for (let index = 1; index <= 20; index += 1) await sendMessage(form, message(index));
  const stored = await expectSubmissions(request, 20, 120_000);
  expect(copiesPerId(stored)).toEqual(Array(20).fill(1));
  expect(stored.map((submission) => submission.fields.message).sort()).toEqual(
    Array.from({ length: 20 }, (_, index) => `Message number ${index + 1}`).sort(),
  );
  await expect(waitingStatus(page)).toHaveCount(0, { timeout: 30_000 });
});

test('the service stores the post but drops the connection: no second copy is stored', async ({ page, context, request }) => {
  const posts = recordContactPosts(context);
  await setFormFault(request, { mode: 'drop', count: 1 });
  const form = await openControlledContactForm(page);
  await sendMessage(form, message(4));
  await expect(page.getByText(sentToast)).toBeVisible({ timeout: 30_000 });
  await expect(waitingStatus(page)).toHaveCount(0);
  const stored = await submissions(request);
  expect(stored).toHaveLength(1);
  expect(new Set(posts)).toEqual(new Set([stored[0]?.submission_id]));
});

test('a 4xx during a replay drops the message and tells the visitor it failed', async ({ page, request }) => {
  await setFormFault(request, { status: 503, count: 1 });
  const form = await openControlledContactForm(page);
  await sendMessage(form, message(5));
  await expect(waitingStatus(page)).toHaveText('1 message waiting to send');
  await setFormFault(request, { status: 422, count: 1 });
  await expect(page.getByText(failedToast)).toBeVisible({ timeout: 30_000 });
  await expect(waitingStatus(page)).toHaveCount(0);
  expect(await submissions(request)).toEqual([]);
});

test.describe('without Background Sync (as in Firefox and Safari)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await denyBackgroundSync(page);
  });

  test("the page asks the worker to replay on 'online'", async ({ page, context, request }) => {
    const form = await openControlledContactForm(page);
    expect(await canRegisterSync(page)).toBe(false);
    await context.setOffline(true);
    await sendMessage(form, message(6));
    await expect(waitingStatus(page)).toHaveText('1 message waiting to send');
    await context.setOffline(false);
    const [stored] = await expectSubmissions(request, 1);
    expect(stored?.fields.message).toBe('Message number 6');
    await expect(page.getByText(sentToast)).toBeVisible();
  });

  test('a page opened later asks the worker to replay on load', async ({ page, context, request }) => {
    const form = await openControlledContactForm(page);
    expect(await canRegisterSync(page)).toBe(false);
    await context.setOffline(true);
    await sendMessage(form, message(7));
    await page.close();
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/use-cases/neobank');
    const [stored] = await expectSubmissions(request, 1);
    expect(stored?.fields.message).toBe('Message number 7');
    await expect(later.getByText(sentToast)).toBeVisible();
  });
});

test('script, HTML and non-Latin text round-trip byte for byte through the queue, and are shown as text', async ({ page, context, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = {
    name: '<script>alert("name")</script>',
    email: 'ada@example.com',
    company: '<img src=x onerror="alert(1)"> & <b>Co</b>',
    message: '你好，我们想了解您的平台。\nሰላም፣ ስለ መድረካችሁ ማወቅ እንፈልጋለን።\n<script>alert("message")</script> "quotes" & \'apostrophes\'',
  };
  const form = await openControlledContactForm(page);
  await context.setOffline(true);
  await sendMessage(form, hostile);
  await context.setOffline(false);
  const [stored] = await expectSubmissions(request, 1);
  // Multipart form posts send line breaks as CRLF (as a form posted without JavaScript does); every
  // other byte arrives as typed.
  const sentMessage = hostile.message.replaceAll('\n', '\r\n');
  expect(stored?.fields).toEqual({ ...hostile, message: sentMessage, _gotcha: '', submission_id: stored?.submission_id });

  const inbox = await context.newPage();
  inbox.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await inbox.goto(`${backendUrl}/forms`);
  // The inbox shows each submission's fields as JSON text: the markup is there as characters only.
  const fields = inbox.locator('main pre').first();
  await expect(fields).toContainText('<script>alert(\\"name\\")</script>');
  await expect(fields).toContainText('<img src=x onerror=\\"alert(1)\\"> & <b>Co</b>');
  await expect(fields).toContainText('ሰላም፣ ስለ መድረካችሁ ማወቅ እንፈልጋለን።');
  await expect(inbox.locator('main script, main img, main b')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
