import type { APIRequestContext, Page, Response } from '@playwright/test';
import { gzipSize, initialAssetUrls } from '../../scripts/bench/initial-assets';
import { signInPath } from '../../src/auth/redirects/auth-paths';
import { words as enSession } from '../../src/auth/session-words';
import { words as amSession } from '../../src/auth/session-words.am';
import { words as zhSession } from '../../src/auth/session-words.zh';
import { pathIn, splitLocale } from '../../src/shared/site-paths';
import { appStarted } from '../support/app-started';
import { header, withoutRateLimits } from '../support/auth-support';
import { axeViolations } from '../support/axe';
import { collectConsoleErrors } from '../support/console-errors';
import { collectCspViolations } from '../support/csp-violations';
import { registry, templateSamples, translatedSamples } from '../support/registry';
import { mainText, sentencesOf } from '../support/main-text';
import { confirmedSession, setVisitorState } from '../support/session-support';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

/**
 * The largest page of every template, in every language, as two visitors see it: first signed out
 * in the light theme, on a first visit (nothing cached; a page for signed-in visitors sends this one
 * to sign in), then signed in in the dark theme. Each visit checks what holds for every page: no
 * accessibility violation, no Content-Security-Policy violation or console error; the first also
 * what the page costs before any interaction and that none of its links, the app's own included,
 * lands on the not-found page. Then the page is read with JavaScript disabled: every sentence the
 * app showed is there already. (Every page of every language is checked statically in
 * tests/build/every-page.test.ts: its weight, links, h1, policy and that it reads without
 * JavaScript.)
 */
const KB = 1024;
const signOutLabel = { en: enSession, zh: zhSession, am: amSession };

let session: string;
let visitorEmail: string;
test.beforeAll(async ({ backend }) => {
  await withoutRateLimits(backend);
  session = await confirmedSession(backend, 'every-template');
  visitorEmail = (JSON.parse(session) as { user: { email: string } }).user.email;
});

test('the accessibility scan reports every violation it finds, with the elements at fault', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Faults</title></head><body><main><h1>Faults</h1>' +
      '<img id="unnamed" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p id="faint" style="color:#ccc;background:#fff">Faint text</p>' +
      '</main></body></html>',
  );
  expect(await axeViolations(page)).toEqual(['color-contrast: #faint', 'image-alt: #unnamed']);
});

/** Every document, script and stylesheet the page receives, to weigh what it loads by itself. */
function recordAssets(page: Page) {
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  const stylesheets: Promise<Buffer>[] = [];
  // A body still unread when the context closes (a chunk fetched after the page fell idle) is empty.
  const bodyOf = (response: Response) => response.body().catch(() => Buffer.alloc(0));
  const documents: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.push({ url: response.url(), body: bodyOf(response) });
    if (type === 'stylesheet') stylesheets.push(bodyOf(response));
    if (type === 'document' && response.frame() === page.mainFrame()) documents.push(bodyOf(response));
  });
  return { scripts, stylesheets, documents };
}

/** Opens a page and lets everything it loads by itself run: the app (started after the first paint), the auth client. */
async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await appStarted(page);
  await page.waitForLoadState('networkidle');
  return response;
}

/** The home page's sections below the fold hydrate when scrolled to (the contact form, with the toaster). */
async function scrollThrough(page: Page, path: string): Promise<void> {
  if (splitLocale(path).path !== '/') return;
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
}

/** Each same-origin target's status, asked for once in this worker: the built site does not change. */
const statuses = new Map<string, Promise<number>>();
async function brokenLinks(page: Page, request: APIRequestContext, origin: string): Promise<{ checked: number; broken: string[] }> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  // The not-found page's own address is in its language links (the same missing page in another language).
  const own = new URL(page.url()).pathname;
  const targets = [
    ...new Set(hrefs.map((href) => new URL(href)).filter((url) => url.origin === origin && url.pathname !== own).map((url) => url.pathname + url.search)),
  ];
  const broken: string[] = [];
  for (const target of targets) {
    if (!statuses.has(target)) statuses.set(target, request.get(target).then((response) => response.status()));
    const status = await statuses.get(target)!;
    if (status !== 200) broken.push(`${target} (${status})`);
  }
  return { checked: targets.length, broken };
}

for (const path of [...templateSamples, ...translatedSamples]) {
  const { locale, path: englishPath } = splitLocale(path);
  const entry = registry.pages.find((page) => page.path === englishPath);
  const supabaseAllowed = path === '/auth';

  test(`${path}: accessible, within its weight, its links land, no policy violation or console error; signed out and light, signed in and dark; reads without JavaScript`, async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    await skipIntro(page);
    const violations = await collectCspViolations(context);
    const errors = collectConsoleErrors(page);
    const assets = recordAssets(page);
    // A document of the site's origin, for the storage each visitor starts from.
    await page.goto('/robots.txt');

    // Signed out, in the light theme, nothing cached.
    await setVisitorState(page, { session: null, theme: 'light' });
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await visit(page, path);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    if (entry?.access === 'signed-in') {
      // With no session, the page sends the visitor to sign in before it paints: what they load is the sign-in page's.
      await expect(page).toHaveURL(pathIn(locale, signInPath(englishPath)));
    } else {
      expect(response?.status()).toBe(entry ? 200 : 404);
    }
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    const html = (await assets.documents.at(-1))?.toString() ?? '';
    let cssBytes = gzipSize(initialAssetUrls(html).inlineCss.join(''));
    for (const body of assets.stylesheets) cssBytes += gzipSize(await body);
    let jsBytes = 0;
    const supabase: string[] = [];
    for (const script of assets.scripts) {
      const body = await script.body;
      jsBytes += gzipSize(body);
      // A header name only supabase-js's auth client sends.
      if (body.toString().toLowerCase().includes('x-supabase-api-version')) supabase.push(script.url);
    }
    expect(jsBytes / KB, 'KB of JS (gzip) before any interaction').toBeLessThanOrEqual(80);
    expect(cssBytes / KB, 'KB of CSS (gzip) before any interaction').toBeLessThanOrEqual(15);
    if (!supabaseAllowed) expect(supabase, 'supabase-js before any interaction').toEqual([]);
    await scrollThrough(page, path);
    const links = await brokenLinks(page, request, new URL(baseURL!).origin);
    expect(links.checked, 'same-origin links').toBeGreaterThan(0);
    expect(links.broken, 'links that land on the not-found page').toEqual([]);
    expect(await axeViolations(page), 'light theme, signed out').toEqual([]);
    const hydratedText = entry?.access === 'signed-in' ? '' : await mainText(page);

    // Signed in, in the dark theme.
    await setVisitorState(page, { session, theme: 'dark' });
    await page.emulateMedia({ colorScheme: 'dark' });
    const signedIn = await visit(page, path);
    await scrollThrough(page, path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    if (entry && !path.endsWith('/auth')) {
      await expect(header(page).getByRole('button', { name: signOutLabel[locale].account.signOut })).toBeVisible();
    }
    if (entry?.access === 'signed-in') {
      expect(signedIn?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('main').getByText(visitorEmail)).toBeVisible();
    }
    expect(await axeViolations(page), 'dark theme, signed in').toEqual([]);
    // A page for signed-in visitors is compared as they see it, leaving out their own data (which no
    // prerendered page may hold); the signed-in shell of a translated page says its English words.
    const comparedText = entry?.access === 'signed-in' ? (locale === 'en' ? await mainText(page) : '') : hydratedText;

    // Without JavaScript: the prerendered page holds every sentence the app showed.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const tab = await plain.newPage();
      await tab.goto(path);
      await expect(tab.locator('h1')).toBeVisible();
      const withoutScript = await mainText(tab);
      // A page of text, not an empty shell (Chinese says in 60 characters what English says in 150).
      if (entry) expect(withoutScript.length).toBeGreaterThan(60);
      if (entry?.access === 'signed-in' && locale === 'en') expect(withoutScript).toContain('needs JavaScript. Please enable it and reload.');
      for (const sentence of sentencesOf(comparedText).filter((part) => !part.includes(visitorEmail))) {
        expect(withoutScript, `without JavaScript: "${sentence}"`).toContain(sentence);
      }
    } finally {
      await plain.close();
    }

    expect(violations).toEqual([]);
    // The not-found page answers 404, which the browser logs, and reports the missing path in the
    // console on purpose (not-found.spec.ts): nothing else.
    const expected = (error: string) => error.includes('User attempted to access non-existent route') || error.endsWith(`status of 404 (Not Found) (${baseURL}${path})`);
    expect(entry ? errors : errors.filter((error) => !expected(error))).toEqual([]);
  });
}
