import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeRedirect } from '../auth/redirects.ts';
import { fragmentOf, lastMailTo, locationOf, startTestBackend, type TestBackend } from './support/test-backend.ts';

const SITE = 'http://127.0.0.1:4173';
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: SITE });
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset());

describe('redirect allow-list', () => {
  it.each([
    ['http://127.0.0.1:4173/account', 'http://127.0.0.1:4173/account'],
    ['http://127.0.0.1:4173', 'http://127.0.0.1:4173/'],
    ['http://localhost:5173/x?y=1', 'http://localhost:5173/x?y=1'],
    ['http://127.9.9.9:1/', 'http://127.9.9.9:1/'],
    ['http://[::1]:8080/cb', 'http://[::1]:8080/cb'],
    ['https://evil.example.com/phish', SITE],
    ['http://127.0.0.1.evil.example.com/', SITE],
    ['http://user:pass@127.0.0.1:4173/', SITE],
    ['javascript:alert(1)', SITE],
    ['//evil.example.com', SITE],
    ['not a url', SITE],
    [undefined, SITE],
  ])('%s → %s', (candidate, expected) => {
    expect(safeRedirect(candidate, SITE)).toBe(expected);
  });

  it('a foreign redirect in sign-up falls back to the site URL in the mail link and the redirect', async () => {
    await backend.client().auth.signUp({
      email: 'redirect@example.com',
      password: 'secret-1',
      options: { emailRedirectTo: 'https://evil.example.com/steal' },
    });
    const link = (await lastMailTo(backend, 'redirect@example.com')).link;
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE);
    const evilLink = new URL(link);
    evilLink.searchParams.set('redirect_to', 'https://evil.example.com/steal');
    const location = await locationOf(evilLink.href);
    expect(location.origin).toBe(SITE);
    expect(fragmentOf(location).get('access_token')).toBeTruthy();
  });

  it('an invalid link: 303 with error=access_denied&error_code=otp_expired in the fragment', async () => {
    const location = await locationOf(`${backend.url}/auth/v1/verify?token=bogus&type=signup&redirect_to=${encodeURIComponent(`${SITE}/x`)}`);
    expect(location.href).toBe(
      `${SITE}/x#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
    );
  });
});

async function consent(provider: string, query: Record<string, string>) {
  const authorize = await fetch(`${backend.url}/auth/v1/authorize?${new URLSearchParams({ provider, ...query })}`, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const page = new URL(authorize.headers.get('location') ?? '');
  const html = await (await fetch(page)).text();
  return { page, html, state: page.searchParams.get('state') ?? '' };
}

async function choose(page: URL, form: Record<string, string>): Promise<URL> {
  const submitted = await fetch(page, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return locationOf(new URL(submitted.headers.get('location') ?? '', page).href);
}

describe('OAuth through the local consent screen (HTTP level; the browser test clicks it)', () => {
  it.each(['google', 'github', 'twitter'])('%s implicit: session in the fragment, provider claims in user_metadata', async (provider) => {
    const { page, html, state } = await consent(provider, { redirect_to: `${SITE}/account` });
    const label = { google: 'Google', github: 'GitHub', twitter: 'Twitter' }[provider];
    expect(html).toContain(`Sign in with ${label} — local`);
    const final = await choose(page, { state, action: 'continue', email: `${provider}@example.com`, name: 'Oauth Person' });
    expect(`${final.origin}${final.pathname}`).toBe(`${SITE}/account`);
    const fragment = fragmentOf(final);
    for (const key of ['access_token', 'expires_at', 'expires_in', 'provider_token', 'refresh_token']) {
      expect(fragment.get(key)).toBeTruthy();
    }
    expect(fragment.get('token_type')).toBe('bearer');
    const supabase = backend.client();
    const { data } = await supabase.auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.app_metadata).toEqual({ provider, providers: [provider] });
    expect(data.user?.user_metadata).toMatchObject({ email: `${provider}@example.com`, full_name: 'Oauth Person', email_verified: true });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const second = await consent(provider, { redirect_to: SITE });
    expect(second.html).toContain(`${provider}@example.com`);
  });

  it('PKCE: ?code= that exchangeCodeForSession turns into a session', async () => {
    const supabase = backend.client({ flowType: 'pkce' });
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: `${SITE}/cb`, skipBrowserRedirect: true },
    });
    const authorize = await fetch(data.url ?? '', { redirect: 'manual' });
    const page = new URL(authorize.headers.get('location') ?? '');
    const final = await choose(page, { state: page.searchParams.get('state') ?? '', action: 'continue', email: 'pkce-gh@example.com', name: 'P' });
    const code = final.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe('pkce-gh@example.com');
  });

  it('PKCE code expires after 300 s', async () => {
    const supabase = backend.client({ flowType: 'pkce' });
    const { data } = await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: SITE, skipBrowserRedirect: true } });
    const page = new URL((await fetch(data.url ?? '', { redirect: 'manual' })).headers.get('location') ?? '');
    const final = await choose(page, { state: page.searchParams.get('state') ?? '', action: 'continue', email: 'late@example.com', name: 'L' });
    backend.clock.advance(301);
    const exchanged = await supabase.auth.exchangeCodeForSession(final.searchParams.get('code') ?? '');
    expect(exchanged.error).toMatchObject({ status: 400, code: 'flow_state_expired' });
  });

  it('Cancel: error=access_denied in the query and the fragment', async () => {
    const { page, state } = await consent('google', { redirect_to: `${SITE}/login` });
    const final = await choose(page, { state, action: 'cancel' });
    expect(final.searchParams.get('error')).toBe('access_denied');
    expect(final.searchParams.get('error_description')).toBeTruthy();
    expect(fragmentOf(final).get('error')).toBe('access_denied');
    expect(await backend.api<unknown[]>('users')).toHaveLength(0);
  });

  it('links a provider to an existing e-mail user', async () => {
    await backend.reset({ autoconfirm: true });
    await backend.client().auth.signUp({ email: 'both@example.com', password: 'secret-1' });
    const { page, state } = await consent('google', {});
    const final = await choose(page, { state, action: 'continue', email: 'both@example.com', name: 'Both' });
    expect(final.origin).toBe(SITE);
    const users = await backend.api<{ app_metadata: { providers: string[] }; identities: unknown[] }[]>('users');
    expect(users).toHaveLength(1);
    expect(users[0]?.app_metadata.providers).toEqual(['email', 'google']);
    expect(users[0]?.identities).toHaveLength(2);
  });

  it('unknown provider: 400 legacy JSON "Unsupported provider: provider is not enabled"', async () => {
    const response = await backend.fetch('/auth/v1/authorize?provider=myspace');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('a forged or replayed state is refused', async () => {
    const bogus = await backend.fetch('/auth/v1/callback?code=x&state=00000000-0000-0000-0000-000000000000');
    expect(bogus.status).toBe(400);
    const { page, state } = await consent('google', {});
    await choose(page, { state, action: 'continue', email: 'once@example.com', name: 'Once' });
    const replay = await backend.fetch(`/auth/v1/callback?code=x&state=${state}`);
    expect(replay.status).toBe(400);
  });
});
