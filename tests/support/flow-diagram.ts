import type { Locator, Page } from '@playwright/test';

/**
 * A flow diagram's phases: the numbered lists of the section that names the flow's participants
 * (a service page's breadcrumb trail is a numbered list too, above it).
 */
export const flowPhases = (page: Page): Locator => page.locator('main section', { has: page.getByRole('list', { name: 'Participants' }) }).locator('ol');
