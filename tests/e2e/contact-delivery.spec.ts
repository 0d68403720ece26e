import type { Page } from '@playwright/test';
import {
  ageWaitingMessages,
  canRegisterSync,
  copiesPerId,
  denyBackgroundSync,
  expectSubmissions,
  message,
  openContactForm,
  openControlledContactForm,
  resetBackend,
  routeContactPosts,
  savedToast,
  sendMessage,
  sentToast,
  setFormFault,
  submissions,
  undeliveredPanel,
  waitingStatus,
} from '../support/contact-helpers';
import { browserProfile, deliveryPaths } from '../support/delivery-paths';
import { backendUrl } from '../support/auth-support';
import { expect, test } from '../support/test';

/**
 * The one contact queue, sent to from the hydrated form, over its two delivery paths: the site's
 * service worker holds it where it controls the page, the page itself where no worker does (the
 * very first visit; here Playwright blocks workers). Same scenarios, same outcomes.
 */
test.beforeEach(async ({ backend }) => {
  await resetBackend(backend);
});

/** The hydrated form on a page of this path; what sending needs has loaded while still online. */
async function openForm(page: Page, worker: boolean) {
  if (worker) return openControlledContactForm(page);
  const form = await openContactForm(page);
  await page.waitForLoadState('networkidle');
  return form;
}

for (const path of deliveryPaths) {
  test.describe(path.name, () => {
    test.use({ serviceWorkers: path.worker ? 'allow' : 'block' });

    test('offline: saved with a waiting count, then delivered exactly once when back online', async ({ page, context, backend }) => {
      const posts = await routeContactPosts(context);
      const form = await openForm(page, path.worker);
      await context.setOffline(true);
      await sendMessage(form, message(1));
      await expect(page.getByText(savedToast)).toBeVisible();
      await expect(waitingStatus(page)).toHaveText('1 message waiting to send');

      await context.setOffline(false);
      const [stored] = await expectSubmissions(backend, 1);
      await expect(page.getByText(sentToast)).toBeVisible();
      await expect(waitingStatus(page)).toHaveCount(0);
      expect(stored?.fields.message).toBe('Message number 1');
      expect(new Set(posts)).toEqual(new Set([stored?.submission_id]));
    });

    test('offline, the browser closed; reopened online, the message is delivered exactly once', async ({ playwright, launchOptions, backend }) => {
      const profile = await browserProfile(playwright, launchOptions, path.worker);
      try {
        await profile.visit(async (context, page) => {
          const form = await openForm(page, path.worker);
          await context.setOffline(true);
          await sendMessage(form, message(2));
          await expect(waitingStatus(page)).toHaveText('1 message waiting to send');
        });
        expect(await submissions(backend)).toEqual([]);

        await profile.visit(async (_, page) => {
          await page.goto('/');
          const [stored] = await expectSubmissions(backend, 1);
          expect(stored?.fields.message).toBe('Message number 2');
        });
      } finally {
        await profile.remove();
      }
    });

    test('the service answers 503 to the first 2 posts: kept with backoff, delivered exactly once, with one id', async ({ page, context, backend }) => {
      const posts = await routeContactPosts(context);
      await setFormFault(backend, { status: 503, count: 2 });
      const form = await openForm(page, path.worker);
      await sendMessage(form, message(3));
      await expect(page.getByText(savedToast)).toBeVisible();
      // The backoff: about 2 s, then about 4 s (delivery-policy.ts).
      const [stored] = await expectSubmissions(backend, 1, 20_000);
      await expect(page.getByText(sentToast)).toBeVisible();
      // The page's post (through the worker, when there is one) and the retries, all with the id made at Send.
      expect(posts).toHaveLength(3);
      expect(new Set(posts)).toEqual(new Set([stored?.submission_id]));
    });

    test('the service fails 30 % of 20 posts in a row, up to 2 times for one message: every message delivered exactly once, none lost', async ({ page, backend }) => {
      test.setTimeout(60_000);
      // At most 2 failures for one message bound its backoff (2 + 4 s); the seed makes the failures
      // the same from run to run, for the same order of posts.
      await setFormFault(backend, { status: 503, rate: 0.3, perMessage: 2, seed: 35 });
      const form = await openForm(page, path.worker);
      for (let index = 1; index <= 20; index += 1) await sendMessage(form, message(index));
      const stored = await expectSubmissions(backend, 20, 20_000);
      expect(copiesPerId(stored)).toEqual(Array(20).fill(1));
      expect(stored.map((submission) => submission.fields.message).sort()).toEqual(
        Array.from({ length: 20 }, (_, index) => `Message number ${index + 1}`).sort(),
      );
      await expect(waitingStatus(page)).toHaveCount(0);
    });

    test('the service stores the post but drops the connection: the retry carries the same id, so no second copy is stored', async ({ page, context, backend }) => {
      const posts = await routeContactPosts(context);
      await setFormFault(backend, { mode: 'drop', count: 1 });
      const form = await openForm(page, path.worker);
      await sendMessage(form, message(4));
      await expect(page.getByText(sentToast)).toBeVisible();
      await expect(waitingStatus(page)).toHaveCount(0);
      const stored = await submissions(backend);
      expect(stored).toHaveLength(1);
      expect(posts.length).toBeGreaterThan(1);
      expect(new Set(posts)).toEqual(new Set([stored[0]?.submission_id]));
    });

    test('refused with a 4xx on replay: the visitor is told, and the next visit still shows the message', async ({ page, backend }) => {
      await setFormFault(backend, { status: 503, count: 1 });
      const form = await openForm(page, path.worker);
      await sendMessage(form, message(5));
      await expect(waitingStatus(page)).toHaveText('1 message waiting to send');
      await setFormFault(backend, { status: 422, count: 1 });
      await expect(page.getByText('Your message could not be delivered')).toBeVisible();
      await expect(waitingStatus(page)).toHaveCount(0);
      expect(await submissions(backend)).toEqual([]);

      await page.goto('/use-cases/neobank');
      const panel = undeliveredPanel(page);
      await expect(panel).toContainText('Message number 5');
      await expect(panel).toContainText('Our form service refused it (HTTP 422)');
    });

    test('a message that waited past its 7 days is not sent, and the next visit shows it', async ({ page, context, backend }) => {
      const form = await openForm(page, path.worker);
      await context.setOffline(true);
      await sendMessage(form, message(6));
      await expect(waitingStatus(page)).toHaveText('1 message waiting to send');
      await ageWaitingMessages(page, 8);
      await context.setOffline(false);

      await page.goto('/use-cases/neobank');
      const panel = undeliveredPanel(page);
      await expect(panel).toContainText('Message number 6');
      await expect(panel).toContainText('It could not be sent within 7 days');
      await expect(waitingStatus(page)).toHaveCount(0);
      expect(await submissions(backend)).toEqual([]);
    });
  });
}

test.describe('the service worker without Background Sync (as in Firefox and Safari)', () => {
  test.use({ serviceWorkers: 'allow' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await denyBackgroundSync(page);
  });

  test("the page asks the worker to replay on 'online'", async ({ page, context, backend }) => {
    const form = await openControlledContactForm(page);
    expect(await canRegisterSync(page)).toBe(false);
    await context.setOffline(true);
    await sendMessage(form, message(7));
    await expect(waitingStatus(page)).toHaveText('1 message waiting to send');
    await context.setOffline(false);
    const [stored] = await expectSubmissions(backend, 1);
    expect(stored?.fields.message).toBe('Message number 7');
    await expect(page.getByText(sentToast)).toBeVisible();
  });

  test('a page opened later asks the worker to replay on load', async ({ page, context, backend }) => {
    const form = await openControlledContactForm(page);
    expect(await canRegisterSync(page)).toBe(false);
    await context.setOffline(true);
    await sendMessage(form, message(8));
    await page.close();
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/use-cases/neobank');
    const [stored] = await expectSubmissions(backend, 1);
    expect(stored?.fields.message).toBe('Message number 8');
    await expect(later.getByText(sentToast)).toBeVisible();
  });
});

test.describe('through the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('script, HTML and non-Latin text round-trip byte for byte through the queue, and are shown as text', async ({ page, context, backend }) => {
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
    const [stored] = await expectSubmissions(backend, 1);
    // Every byte arrives as typed (the form service turns form encoding's CRLF line breaks back to LF).
    expect(stored?.fields).toEqual({ ...hostile, _gotcha: '', submission_id: stored?.submission_id });

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
});
