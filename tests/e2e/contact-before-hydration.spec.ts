import type { BrowserContext, Page } from '@playwright/test';
import {
  contactForm,
  copiesPerId,
  expectSubmissions,
  fillContactForm,
  message,
  resetBackend,
  routeContactPosts,
  sendButton,
  sentToast,
  setFormFault,
  storedMessages,
  submissions,
  waitingStatus,
} from '../support/contact-helpers';
import { fireContactSync } from '../support/pwa-helpers';
import { browserProfile, deliveryPaths } from '../support/delivery-paths';
import { controlledByWorker, evictScriptsFromPrecache, holdAppScripts, isHydrated } from '../../scripts/local/slow-app';
import { expect, test } from '../support/test';

/**
 * A visitor on a slow connection: the prerendered page is there, the app's scripts are not (the
 * test holds them back), and the visitor types and presses Send at once. Over both delivery paths:
 * with the site's service worker in control (the press goes to it as a plain form post) and with
 * none (the first visit: the press is kept until the app is ready).
 */
test.beforeEach(async ({ backend }) => {
  await resetBackend(backend);
});

/** Opens /#contact with the app's scripts held back; the form is on screen, not hydrated. */
async function openSlowly(page: Page, context: BrowserContext, worker: boolean) {
  if (worker) {
    await controlledByWorker(page);
    await evictScriptsFromPrecache(page);
  }
  const slow = await holdAppScripts(context);
  await page.goto('/#contact');
  const form = contactForm(page);
  await expect(form.getByLabel('Name')).toBeVisible();
  return { form, slow };
}

for (const path of deliveryPaths) {
  test.describe(path.name, () => {
    test.use({ serviceWorkers: path.worker ? 'allow' : 'block' });

    test('online: the early Send is delivered exactly once, and the visitor is told', async ({ page, context, backend }) => {
      const posts = await routeContactPosts(context);
      const { form, slow } = await openSlowly(page, context, path.worker);
      await fillContactForm(form, message(1));
      expect(await isHydrated(form)).toBe(false);
      await sendButton(form).click();

      if (path.worker) {
        // The worker took the plain post and answered with the site's confirmation page.
        await expect(page).toHaveURL(/\/contact\/sent$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message has been successfully sent!');
      } else {
        // Kept for the app: the text stays in the form until it is safe.
        await expect(form.getByLabel('Message')).toHaveValue('Message number 1');
        slow.release();
        // The app hydrates and sends it.
        await expect(page.getByText(sentToast)).toBeVisible();
        await expect(form.getByLabel('Message')).toHaveValue('');
      }
      slow.release();
      const [stored] = await expectSubmissions(backend, 1);
      expect(stored?.fields).toMatchObject({ name: 'Visitor 1', email: 'visitor1@example.com', company: 'Acme', message: 'Message number 1' });
      expect(stored?.submission_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(posts).toEqual([stored?.submission_id]);
    });

    test('offline: the early Send is kept, then delivered exactly once when the connection returns', async ({ page, context, backend }) => {
      const posts = await routeContactPosts(context);
      const { form, slow } = await openSlowly(page, context, path.worker);
      await fillContactForm(form, message(2));
      // The app is on its way when the connection drops (the next test: not yet asked for).
      if (!path.worker) await slow.requested;
      await slow.setOffline(true);
      await sendButton(form).click();

      if (path.worker) {
        await expect(page).toHaveURL(/\/contact\/saved$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message saved: it will be sent automatically');
      } else {
        slow.release();
        // What the app still needs cannot come offline: the text stays where the visitor left it.
        await expect(form.getByLabel('Message')).toHaveValue('Message number 2');
      }
      slow.release();
      expect(await submissions(backend)).toEqual([]);

      await slow.setOffline(false);
      // Back online, the worker replays on the browser's Background Sync, which Chromium fires when
      // its scheduler chooses: here, at once. (Without a worker, the page replays by itself.)
      if (path.worker) await fireContactSync(page);
      const [stored] = await expectSubmissions(backend, 1);
      expect(stored?.fields.message).toBe('Message number 2');
      if (!path.worker) {
        await expect(page.getByText(sentToast)).toBeVisible();
        await expect(form.getByLabel('Message')).toHaveValue('');
      }
      expect(new Set(posts)).toEqual(new Set([stored?.submission_id]));
    });

    test('offline, then the browser closed; reopened online, the early Send is delivered exactly once', async ({ playwright, launchOptions, backend }) => {
      const profile = await browserProfile(playwright, launchOptions, path.worker);
      try {
        await profile.visit(async (context, page) => {
          const { form, slow } = await openSlowly(page, context, path.worker);
          await fillContactForm(form, message(3));
          await slow.setOffline(true);
          await sendButton(form).click();
          if (path.worker) await expect(page).toHaveURL(/\/contact\/saved$/);
          // Kept: the message waits in the browser's store (src/shared/contact-store.ts).
          else await expect.poll(async () => (await storedMessages(page)).map((record) => record.state)).toEqual(['waiting']);
        });
        expect(await submissions(backend)).toEqual([]);

        await profile.visit(async (_, page) => {
          await page.goto('/');
          const [stored] = await expectSubmissions(backend, 1);
          expect(stored?.fields.message).toBe('Message number 3');
          // The worker may deliver it on its own sync before the page listens; the page's runtime says so.
          if (!path.worker) await expect(page.getByText(sentToast)).toBeVisible();
        });
      } finally {
        await profile.remove();
      }
    });

    test('the service answers 503 to the first 2 posts: the early Send is delivered exactly once, with one id', async ({ page, context, backend }) => {
      await setFormFault(backend, { status: 503, count: 2 });
      const posts = await routeContactPosts(context);
      const { form, slow } = await openSlowly(page, context, path.worker);
      await fillContactForm(form, message(4));
      await sendButton(form).click();
      if (path.worker) await expect(page).toHaveURL(/\/contact\/saved$/);
      slow.release();
      if (!path.worker) await expect(waitingStatus(page)).toHaveText('1 message waiting to send');
      // The backoff: about 2 s, then about 4 s (delivery-policy.ts).
      const stored = await expectSubmissions(backend, 1, 20_000);
      expect(copiesPerId(stored)).toEqual([1]);
      expect(stored[0]?.fields.message).toBe('Message number 4');
      expect(posts).toHaveLength(3);
      expect(new Set(posts)).toEqual(new Set([stored[0]?.submission_id]));
      await expect(page.getByText(sentToast)).toBeVisible();
      await expect(waitingStatus(page)).toHaveCount(0);
    });
  });
}

test.describe('with no service worker, the connection drops before the app is asked for', () => {
  test('the app and its stylesheet are asked for again when it returns, and the early Send is delivered exactly once', async ({ page, context, backend }) => {
    const posts = await routeContactPosts(context);
    const slow = await holdAppScripts(context);
    // The page's clock stands still: the loader, which starts the app after the first paint, waits.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/#contact');
    const form = contactForm(page);
    await fillContactForm(form, message(5));
    await slow.setOffline(true);
    await sendButton(form).click();
    await page.clock.resume();
    slow.release();
    // Asked for offline, neither comes: the message waits on the device, the form as the visitor left it.
    await expect(page.locator('link[data-whole-stylesheet="failed"]')).toHaveCount(1);
    await expect.poll(async () => (await storedMessages(page)).map((record) => record.state)).toEqual(['waiting']);
    await expect(form.getByLabel('Message')).toHaveValue('Message number 5');
    expect(await isHydrated(form)).toBe(false);

    await slow.setOffline(false);
    const [stored] = await expectSubmissions(backend, 1);
    expect(stored?.fields.message).toBe('Message number 5');
    await expect(page.getByText(sentToast)).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(page.locator('link[data-whole-stylesheet]')).toHaveAttribute('data-whole-stylesheet', '');
    expect(await page.locator('link[data-whole-stylesheet]').evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
    expect(posts).toEqual([stored?.submission_id]);
  });
});
