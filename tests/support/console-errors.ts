import type { Page } from '@playwright/test';

/** Collects console errors (with the resource they concern) and uncaught page errors (hydration mismatches surface as these). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
