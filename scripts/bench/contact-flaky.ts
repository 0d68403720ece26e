/**
 * Contact queue figures against a built site and the local backend:
 *  - flaky: N messages sent in a row while the form service fails a share of posts with 503, the
 *    first one pressed before the app has hydrated (its scripts held back, as on a slow link);
 *    reports sent, delivered, duplicated (extra stored copies of one message) and lost;
 *  - online: a message sent offline, then the time from going back online to its delivery.
 * Runs with the service worker ('worker') and without one ('page', the first-visit outbox).
 *
 *   SITE_URL=http://127.0.0.1:4304 BACKEND_URL=http://127.0.0.1:54404 npx tsx scripts/bench/contact-flaky.ts [--messages 20] [--rate 0.3] [--runs 5]
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { parseArgs } from 'node:util';
import { chromiumArgs, chromiumExecutable } from '../local/browser-path.ts';
import { controlledByWorker, evictScriptsFromPrecache, holdAppScripts } from '../local/slow-app.ts';

const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4173';
const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:54322';
const { values } = parseArgs({
  options: { messages: { type: 'string', default: '20' }, rate: { type: 'string', default: '0.3' }, runs: { type: 'string', default: '3' } },
});
const messages = Number(values.messages);
const rate = Number(values.rate);
const runs = Number(values.runs);

type Mode = 'worker' | 'page';

async function api(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${backendUrl}/_emulator/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

async function stored(): Promise<{ submission_id: string | null; fields: Record<string, string> }[]> {
  return (await api('submissions?form=contact')) as { submission_id: string | null; fields: Record<string, string> }[];
}

async function openForm(context: BrowserContext, mode: Mode): Promise<Page> {
  const page = await context.newPage();
  if (mode === 'worker') await controlledByWorker(page);
  // A real navigation (the worker's visit left the page on '/', where a new hash would only scroll).
  await page.goto(`${siteUrl}/?from=bench#contact`);
  await page.locator('form[data-ready]').waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

async function fill(page: Page, index: number, tag: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill(`Bench ${index}`);
  await form.getByLabel('Email').fill(`bench${index}@example.com`);
  await form.getByLabel('Message').fill(`${tag} message ${index}`);
  await form.getByRole('button', { name: 'Send Message' }).click();
}

/**
 * The first message of the visit, typed and sent the moment the prerendered form shows, before the
 * app's scripts (held back) arrive; then the page as the visitor has it afterwards, hydrated.
 */
async function sendBeforeHydration(context: BrowserContext, mode: Mode, tag: string): Promise<Page> {
  const page = await context.newPage();
  if (mode === 'worker') {
    await controlledByWorker(page);
    await evictScriptsFromPrecache(page);
  }
  const scripts = await holdAppScripts(context);
  await page.goto(`${siteUrl}/#contact`);
  if ((await page.locator('form[data-hydrated]').count()) > 0) throw new Error('The form hydrated before the first message was sent');
  await fill(page, 1, tag);
  scripts.release();
  // With a worker the plain post lands on a confirmation page; the visitor goes back to the form.
  if (mode === 'worker') await page.waitForURL(/\/contact\/(sent|saved)$/);
  else await page.waitForFunction(() => (document.getElementById('contact-message') as HTMLTextAreaElement).value === '', undefined, { timeout: 60_000 });
  await context.unroute('**/assets/*.js');
  if (mode === 'worker') await page.goto(`${siteUrl}/#contact`);
  await page.locator('form[data-ready]').waitFor();
  return page;
}

async function send(page: Page, index: number, tag: string): Promise<void> {
  await fill(page, index, tag);
  await page.waitForFunction(() => (document.getElementById('contact-message') as HTMLTextAreaElement).value === '');
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function flakyRun(context: BrowserContext, mode: Mode, run: number) {
  await api('reset', {});
  await api('faults', { forms: { status: 503, rate } });
  const tag = `${mode}-${run}`;
  const started = Date.now();
  const page = await sendBeforeHydration(context, mode, tag);
  for (let index = 2; index <= messages; index += 1) await send(page, index, tag);
  await waitFor(async () => (await stored()).length >= messages, 180_000);
  const all = await stored();
  // A copy stored under another id would be a duplicate the receiver cannot spot.
  const texts = new Set(all.map((submission) => submission.fields.message));
  await api('faults', { forms: null });
  await page.close();
  return {
    mode,
    run,
    sent: messages,
    delivered: texts.size,
    duplicated: all.length - texts.size,
    lost: messages - texts.size,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

async function onlineRun(context: BrowserContext, mode: Mode) {
  await api('reset', {});
  await api('faults', { forms: null });
  const page = await openForm(context, mode);
  await context.setOffline(true);
  await send(page, 1, `${mode}-offline`);
  const online = Date.now();
  await context.setOffline(false);
  const delivered = await waitFor(async () => (await stored()).length === 1, 60_000);
  const toDelivery = Date.now() - online;
  await page.getByText('Your message has been successfully sent!').waitFor();
  const toToast = Date.now() - online;
  await page.close();
  return { mode, delivered, msToDelivery: toDelivery, msToToast: toToast };
}

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const mode of ['worker', 'page'] as const) {
    // A fresh browser profile per run: the first message of each is a first visit's (or, with the
    // worker, a returning visitor's whose app is slow to start).
    const fresh = () => browser.newContext({ baseURL: siteUrl, serviceWorkers: mode === 'worker' ? 'allow' : 'block' });
    for (let run = 1; run <= runs; run += 1) {
      const context = await fresh();
      console.log(JSON.stringify(await flakyRun(context, mode, run)));
      await context.close();
    }
    const context = await fresh();
    for (let run = 1; run <= runs; run += 1) console.log(JSON.stringify(await onlineRun(context, mode)));
    await context.close();
  }
} finally {
  await browser.close();
}
