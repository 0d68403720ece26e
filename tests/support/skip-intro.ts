import type { Page } from '@playwright/test';

/** Marks the intro as seen for this tab, as a returning visitor of the session would have it. */
export async function skipIntro(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('hasSeenIntro', 'true'));
}
