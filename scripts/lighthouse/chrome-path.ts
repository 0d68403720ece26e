import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../local/browser-path';

/**
 * The Chromium Lighthouse launches: the one the end-to-end tests drive (`CHROME_PATH`, else
 * Debian's), else Playwright's own download. Lighthouse needs a path: it cannot find Playwright's.
 */
export function lighthouseChromePath(): string {
  return chromiumExecutable() ?? chromium.executablePath();
}
