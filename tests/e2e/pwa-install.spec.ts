import { devices } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appStarted } from '../support/app-started';
import { skipIntro } from '../support/skip-intro';
import { visitOnce } from '../support/pwa-helpers';
import { expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

test('the site is installable: CDP reports no installability errors and reads icons, screenshots and shortcuts', async ({ playwright, launchOptions, baseURL }) => {
  const profile = await mkdtemp(join(tmpdir(), 'pwa-install-'));
  // A normal (incognito-like) context always reports 'in-incognito'; a persistent profile does not.
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await skipIntro(page);
    await visitOnce(page);
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      id: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
      screenshots: { form_factor: string; src: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.shortcuts.map(({ name, url: target }) => [name, target])).toEqual([
      ['Contact us', '/#contact'],
      ['Sign in', '/auth'],
    ]);
    for (const { src } of [...manifest.icons, ...manifest.screenshots]) {
      expect((await page.request.get(src)).status(), src).toBe(200);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('each language links its own manifest once the app runs, and its HTML links none', async ({ page }) => {
  const languages = [
    ['/zh/auth', '/zh/manifest.webmanifest', 'zh-Hans'],
    ['/am/auth', '/am/manifest.webmanifest', 'am'],
  ] as const;
  for (const [path, manifestUrl, lang] of languages) {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('rel="manifest"');
    await page.goto(path);
    await appStarted(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestUrl);
    const manifest = (await (await page.request.get(manifestUrl)).json()) as { lang: string };
    expect(manifest.lang).toBe(lang);
  }
});

test("the header's 'Install app' appears when the browser offers installation, prompts, and goes once installed", async ({ page }) => {
  await skipIntro(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);

  const offer = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const record = window as unknown as { prompted: number };
      record.prompted = 0;
      Object.assign(event, {
        prompt: async () => void (record.prompted += 1),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  expect(await offer()).toBe(true);
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
  // The offer is used once; the browser makes a new one if it still wants to.
  await expect(install).toHaveCount(0);

  await offer();
  await expect(install).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toHaveCount(0);
});

test("an install offer made before the app has loaded still brings the 'Install app' button", async ({ page }) => {
  await skipIntro(page);
  // The browser may offer installation while the page is still parsing, before the app runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
      window.dispatchEvent(event);
    });
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Install app' })).toBeVisible();
});

test.describe('on iOS Safari', () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  test("the mobile menu's 'Install app' shows how to add the site to the home screen", async ({ page }) => {
    await skipIntro(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog');
    const install = dialog.getByRole('button', { name: 'Install app' });
    await expect(install).toHaveAttribute('aria-expanded', 'false');
    await install.click();
    await expect(install).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByText('tap Share, then Add to Home Screen')).toBeVisible();
  });
});
