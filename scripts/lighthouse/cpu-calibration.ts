import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs, chromiumExecutable } from '../../tests/support/browser-path';
import type { LighthouseBrowser } from './lighthouse-browser';

/**
 * Lighthouse's own CPU benchmark (the `benchmarkIndex` of its reports), run the way Lighthouse runs
 * it: in a page of the same Chromium. The median of `runs`, since a busy machine varies.
 */
export async function measureBenchmarkIndex(runs = 5): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const results: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return results.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  } finally {
    await browser.close();
  }
}

/**
 * A page with a heading and a paragraph: no phone Lighthouse emulates has a long task on it. On a
 * host where the browser's own work is slow, its first task (creating the document and its script
 * context) is long already, and the benchmark index, a JavaScript loop, cannot tell.
 */
const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Reference page</title></head><body><h1>Reference page</h1><p>A heading and a paragraph.</p></body></html>';

/**
 * The longest main-thread task (ms, as observed, before any slowdown) of Lighthouse loading the
 * bare page, the longest of `runs` loads: what this host's browser costs before a site adds
 * anything. The longest, not the median: the slowdown is capped so that the bare page has no long
 * task in any load (with the median of 3, one load in three could have one, and the emulated phone
 * moved with the noise: 1.3× to 1.9× on the same VM). Measured on the 2-core VM this project is
 * tested on, where a page fault costs 12–15 µs: 25–60 ms with a new browser per run, 21 ms in one browser (one calibration).
 */
export async function measureBarePageLongestTask(lighthouse: LighthouseBrowser, runs = 5): Promise<number> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const longest: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse.run(`http://127.0.0.1:${port}/`, { onlyAudits: ['main-thread-tasks'] });
      const tasks = (result.audits['main-thread-tasks']?.details?.items ?? []) as { duration: number }[];
      longest.push(Math.max(0, ...tasks.map((task) => task.duration)));
    }
    return Math.max(...longest);
  } finally {
    server.close();
  }
}
