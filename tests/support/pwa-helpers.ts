import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:54321';

/** Opens the home page and waits until the site's worker is active and controls the page (the whole site cached). */
export async function visitOnce(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The text of a page's <h1> as the server sends it (tags stripped, whitespace collapsed). */
export async function headingOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
