import { chromium } from '@playwright/test';
import { headlessChromiumExecutable } from '../local/browser-path';

/**
 * The Chromium Lighthouse launches: the one the end-to-end tests drive (`CHROME_PATH`, else
 * Debian's headless shell, else Debian's Chromium), else Playwright's own download. Lighthouse needs
 * a path: it cannot find Playwright's.
 */
export function lighthouseChromePath(): string {
  return headlessChromiumExecutable() ?? chromium.executablePath();
}
