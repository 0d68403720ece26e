/**
 * Captures the manifest's screenshots (the richer install dialog) from a running build of the site:
 *   npx tsx scripts/pwa/capture-screenshots.ts http://127.0.0.1:4173
 * Writes public/screenshots/wide.png (1280×800) and narrow.png (390×844), the sizes the manifest
 * declares (scripts/pwa/web-manifest.ts).
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../local/browser-path';

const siteUrl = process.argv[2] ?? 'http://127.0.0.1:4173';
const outDir = resolve(import.meta.dirname, '../../public/screenshots');
const shots = [
  { file: 'wide.png', viewport: { width: 1280, height: 800 } },
  { file: 'narrow.png', viewport: { width: 390, height: 844 } },
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const { file, viewport } of shots) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    // As a returning visitor: no intro splash over the page.
    await page.addInitScript(() => sessionStorage.setItem('hasSeenIntro', 'true'));
    await page.goto(siteUrl);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: resolve(outDir, file) });
    await context.close();
    console.log(`Wrote public/screenshots/${file} (${viewport.width}×${viewport.height})`);
  }
} finally {
  await browser.close();
}
