import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken the header over (its theme toggle marks that). From then on the
 * header's links are moves inside the app and its menus open; before, a link is a page load. Only
 * for specs about what the app does: the rest act as soon as they see the page.
 */
export const appStarted = (page: Page) => expect(page.locator('header [data-hydrated]').first()).toBeAttached();
