import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumExecutable } from '../../tests/support/browser-path';

/** The parts of a Lighthouse report the benchmark and the calibration read (the report has more). */
export interface LighthouseResult {
  categories: { performance?: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
  /** Lighthouse's CPU benchmark of the host during the run (higher is faster). */
  environment?: { benchmarkIndex?: number };
}

/** Lighthouse runs in one Chromium; `run` audits a URL once, `close` ends the browser. */
export interface LighthouseBrowser {
  run(url: string, extra?: Flags): Promise<LighthouseResult>;
  close(): Promise<void>;
}

/** A run that ends without a report (on this VM, now and then: `NO_NAVSTART`) is run again, as Lighthouse CI does. */
const ATTEMPTS = 3;

/**
 * Starts the Chromium Lighthouse runs in, with the collect settings of `lighthouserc.json` (its
 * Chrome flags, as Lighthouse CI launches it, headless). Each run gets a browser context of its own:
 * an empty cache, empty storage and no open connection, as a new browser would have, without paying
 * again for starting Node, Lighthouse and Chromium (6 of a run's 15 s on the 2-core test VM).
 */
export async function openLighthouseBrowser(root: string): Promise<LighthouseBrowser> {
  const config = JSON.parse(readFileSync(join(root, 'lighthouserc.json'), 'utf8')) as {
    ci: { collect: { settings: { chromeFlags?: string } & Flags } };
  };
  const { chromeFlags = '', ...settings } = config.ci.collect.settings;
  const chrome: LaunchedChrome = await launch({
    chromePath: chromiumExecutable(),
    chromeFlags: [...chromeFlags.split(/\s+/).filter(Boolean), '--headless=new'],
  });
  let browser: Browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  } catch (error) {
    chrome.kill();
    throw error;
  }

  async function runOnce(url: string, extra: Flags): Promise<LighthouseResult> {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const result = await lighthouse(url, { ...settings, ...extra, output: 'json', logLevel: 'error' }, undefined, page);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no report on ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code}`);
      return lhr as unknown as LighthouseResult;
    } finally {
      await context.close();
    }
  }

  return {
    async run(url, extra = {}) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await runOnce(url, extra);
        } catch (error) {
          if (attempt === ATTEMPTS) throw error;
          console.warn(`${(error as Error).message}; running it again`);
        }
      }
    },
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}
