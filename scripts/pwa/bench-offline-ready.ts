/**
 * Time from a first visit's navigation to 'Ready to work offline' (the whole site precached):
 *   npx tsx scripts/pwa/bench-offline-ready.ts http://127.0.0.1:4173 [runs]
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../local/browser-path';

const siteUrl = process.argv[2] ?? 'http://127.0.0.1:4173';
const runs = Number(process.argv[3] ?? 5);

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const times: number[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.addInitScript(() => sessionStorage.setItem('hasSeenIntro', 'true'));
    const started = performance.now();
    await page.goto(siteUrl);
    await page.getByText('Ready to work offline').waitFor({ timeout: 60_000 });
    times.push(performance.now() - started);
    await context.close();
  }
} finally {
  await browser.close();
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
console.log(`First load → 'Ready to work offline': median ${(median / 1000).toFixed(2)} s over ${runs} runs (${sorted.map((t) => (t / 1000).toFixed(2)).join(', ')})`);
