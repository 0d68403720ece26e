import type { Page } from '@playwright/test';
import { PASSWORD, createConfirmedUser, storageKey } from './auth-support';
import { expect, type WorkerBackend } from './test';

/** A confirmed user's session as supabase-js stores it (signed in through the auth API). */
export async function confirmedSession(backend: WorkerBackend, label: string): Promise<string> {
  const email = await createConfirmedUser(backend, label);
  const response = await backend.api.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    data: { email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return JSON.stringify(await response.json());
}

/** Puts a stored session (or none) and a theme in this origin's storage, as a returning visitor has them. */
export async function setVisitorState(page: Page, state: { session: string | null; theme: 'light' | 'dark' }): Promise<void> {
  await page.evaluate(
    ({ key, session, theme }) => {
      if (session) localStorage.setItem(key, session);
      else localStorage.removeItem(key);
      localStorage.setItem('tana-theme', theme);
    },
    { key: storageKey, ...state },
  );
}
