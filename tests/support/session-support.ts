import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, backendUrl, createConfirmedUser, storageKey } from './auth-support';

/** A confirmed user's session as supabase-js stores it (signed in through the auth API). */
export async function confirmedSession(request: APIRequestContext, label: string): Promise<string> {
  const email = await createConfirmedUser(request, label);
  const keys = (await (await request.get(`${backendUrl}/_emulator/api/keys`)).json()) as { anon_key: string };
  const response = await request.post(`${backendUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: keys.anon_key, Authorization: `Bearer ${keys.anon_key}` },
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
