import { expect, type Page } from '@playwright/test';

/** What a visitor types, and the page that must come first (a misspelling finds it through its correction). */
export const searchCases = [
  { query: 'softpos', title: 'SoftPOS', path: '/services/acquiring-services/softpos' },
  { query: '3d secure', title: '3D Secure', path: '/services/value-added-services/3d-secure' },
  { query: 'kyc', title: 'Mobile Wallet', path: '/services/digital-banking-ecosystem/mobile-wallet' },
  { query: 'loyalty', title: 'Loyalty & Rewards', path: '/services/value-added-services/loyalty-and-rewards' },
  { query: 'sofpos', searched: 'softpos', title: 'SoftPOS', path: '/services/acquiring-services/softpos' },
] as const;

export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
export const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });

/** Types a query and waits until the results shown are the ones for it. */
export async function search(page: Page, query: string, searched = query): Promise<void> {
  await searchBox(page).fill(query);
  const outcome = page.getByRole('status').filter({ hasText: /result|No pages match/ });
  await expect(outcome).toContainText(searched === query ? `for “${query}”` : `No pages match “${query}”. `);
  if (searched !== query) await expect(outcome).toContainText(`for “${searched}”`);
}
