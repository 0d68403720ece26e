import type { Page } from '@playwright/test';

/** The header's main navigation bar: plain links until the app arrives, then the mega-menus. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
