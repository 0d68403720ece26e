import type { BrowserContext, Locator, Page } from '@playwright/test';
import { TEST_BACKEND_URL, TEST_SITE_URL } from '../../scripts/local/test-site';
import { expect, type WorkerBackend } from './test';

/** The form endpoint as the built site (and so the browser) names it: the worker's backend answers it. */
export const contactUrl = `${TEST_BACKEND_URL}/f/contact`;

export interface Submission {
  submission_id: string | null;
  fields: Record<string, string>;
}

export interface ContactInput {
  name: string;
  email: string;
  company?: string;
  message: string;
}

type FormFault = { status?: number; count?: number; rate?: number; perMessage?: number; seed?: number; mode?: 'status' | 'drop' } | null;

export async function resetBackend(backend: WorkerBackend): Promise<void> {
  expect((await backend.api.post('/_emulator/api/reset')).ok()).toBe(true);
  await setFormFault(backend, null);
}

export async function setFormFault(backend: WorkerBackend, forms: FormFault): Promise<void> {
  expect((await backend.api.post('/_emulator/api/faults', { data: { forms } })).ok()).toBe(true);
}

export async function submissions(backend: WorkerBackend): Promise<Submission[]> {
  const response = await backend.api.get('/_emulator/api/submissions?form=contact');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Submission[];
}

/** Waits until the backend holds `count` submissions, and returns them. */
export async function expectSubmissions(backend: WorkerBackend, count: number, timeout = 10_000): Promise<Submission[]> {
  await expect.poll(async () => (await submissions(backend)).length, { timeout }).toBe(count);
  return submissions(backend);
}

/** Stored copies per submission id: every message must appear exactly once. */
export function copiesPerId(stored: Submission[]): number[] {
  const counts = new Map<string | null, number>();
  for (const submission of stored) counts.set(submission.submission_id, (counts.get(submission.submission_id) ?? 0) + 1);
  return [...counts.values()];
}

export function contactForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Contact us' });
}

/** Opens the home page's contact section once the form is hydrated and has looked for a draft. */
export async function openContactForm(page: Page, path = '/#contact'): Promise<Locator> {
  await page.goto(path);
  const form = contactForm(page);
  await expect(form).toHaveAttribute('data-ready', 'true');
  return form;
}

export async function fillContactForm(form: Locator, input: ContactInput): Promise<void> {
  await form.getByLabel('Name').fill(input.name);
  await form.getByLabel('Email').fill(input.email);
  await form.getByLabel('Company').fill(input.company ?? '');
  await form.getByLabel('Message').fill(input.message);
}

export function sendButton(form: Locator): Locator {
  return form.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
}

export function waitingStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /waiting to send/ });
}

/** The panel that brings back messages the queue could not deliver (refused, or too old). */
export function undeliveredPanel(page: Page): Locator {
  return page.getByRole('region', { name: /not delivered$/ });
}

export const sentToast = 'Your message has been successfully sent!';
export const savedToast = 'Message saved: it will be sent automatically';
export const failedToast = 'Failed to send message';

export function message(index: number): ContactInput {
  return { name: `Visitor ${index}`, email: `visitor${index}@example.com`, company: 'Acme', message: `Message number ${index}` };
}

/** The contact messages this browser holds (src/shared/contact-store.ts), as stored. */
export function storedMessages(page: Page): Promise<{ id: string; state: string; fields: { message?: string } }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('contact-messages');
        open.onupgradeneeded = () => open.result.createObjectStore('messages');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('messages').objectStore('messages').getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** The message of the draft kept for the form, or null. */
export async function storedDraftMessage(page: Page): Promise<string | null> {
  const draft = (await storedMessages(page)).find((record) => record.state === 'draft');
  return draft?.fields.message ?? null;
}

/** Ages every waiting message by `days`, as if the visitor had pressed Send that long ago. */
export function ageWaitingMessages(page: Page, days: number): Promise<void> {
  return page.evaluate(
    (ms) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('contact-messages');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('messages', 'readwrite');
          const store = transaction.objectStore('messages');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const record of all.result as { id: string; state: string; sentAt: number }[]) {
              if (record.state === 'waiting') store.put({ ...record, sentAt: record.sentAt - ms }, record.id);
            }
          };
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    days * 24 * 60 * 60 * 1000,
  );
}

export const siteUrl = TEST_SITE_URL;

/**
 * The submission ids of every contact post that leaves the browser, the page's and its service
 * worker's alike (routing sees both), in order.
 */
export async function routeContactPosts(context: BrowserContext): Promise<string[]> {
  const ids: string[] = [];
  await context.route(contactUrl, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      ids.push(/name="submission_id"\r\n\r\n([0-9a-f-]+)/.exec(request.postDataBuffer()?.toString('utf8') ?? '')?.[1] ?? 'unknown');
    }
    await route.continue();
  });
  return ids;
}

/** Fills and sends one message, and waits until the form has been reset (sent or saved). */
export async function sendMessage(form: Locator, input: ContactInput): Promise<void> {
  await fillContactForm(form, input);
  await sendButton(form).click();
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(sendButton(form)).toHaveText('Send Message');
}

/**
 * Opens the contact form on a page the site's service worker controls: the first visit registers
 * it, a reload puts the page under its control.
 */
export async function openControlledContactForm(page: Page): Promise<Locator> {
  await page.goto('/#contact');
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const form = contactForm(page);
  await expect(form).toHaveAttribute('data-ready', 'true');
  await page.waitForLoadState('networkidle');
  return form;
}

/** Denies Background Sync to the site in this context, as in browsers without it (Firefox, Safari). */
export async function denyBackgroundSync(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  const browser = page.context().browser();
  if (!browser) throw new Error('Background Sync is denied through the browser; this context has none');
  const browserSession = await browser.newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    origin: new URL(siteUrl).origin,
    browserContextId: targetInfo.browserContextId,
    permission: { name: 'background-sync' },
    setting: 'denied',
  });
}

/** Whether the page's service worker registration may register a Background Sync. */
export function canRegisterSync(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    return registration.sync ? registration.sync.register('contact-probe').then(() => true, () => false) : false;
  });
}
