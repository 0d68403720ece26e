import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_VERSION_HEADERS, lastMailTo, locationOf, startTestBackend, type TestBackend } from './support/test-backend.ts';

const SITE = 'http://127.0.0.1:4173';
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: SITE });
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset({ autoconfirm: true }));

/** A confirmed user, signed in on a client of its own (one client per "device"). */
async function signedIn(email: string, password = 'old-secret') {
  const device = backend.client();
  const signUp = await device.auth.signUp({ email, password, options: { data: { first_name: 'Ada', last_name: 'Lovelace' } } });
  if (signUp.data.session) return device;
  const { error } = await device.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return device;
}

async function anotherDevice(email: string, password = 'old-secret') {
  const device = backend.client();
  expect((await device.auth.signInWithPassword({ email, password })).error).toBeNull();
  return device;
}

const refreshTokenOf = async (device: ReturnType<TestBackend['client']>) =>
  (await device.auth.getSession()).data.session?.refresh_token ?? '';

const refreshWith = (token: string) =>
  backend.fetch('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    headers: API_VERSION_HEADERS,
    body: JSON.stringify({ refresh_token: token }),
  });

describe('PUT /user (updateUser) with the real supabase-js', () => {
  it('merges profile data and returns the user', async () => {
    const device = await signedIn('profile@example.com');
    const { data, error } = await device.auth.updateUser({ data: { first_name: 'Augusta', company_role: 'CTO' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace', company_role: 'CTO' });
    const stored = await backend.api<{ email: string; user_metadata: Record<string, unknown> }[]>('users');
    expect(stored[0]?.user_metadata).toMatchObject({ first_name: 'Augusta', company_role: 'CTO' });
  });

  it('changes the password without reauthentication, keeps this session and ends every other one', async () => {
    const device = await signedIn('change@example.com');
    const other = await anotherDevice('change@example.com');
    const otherRefresh = await refreshTokenOf(other);

    const { error } = await device.auth.updateUser({ password: 'new-secret' });
    expect(error).toBeNull();
    expect((await device.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await refreshWith(otherRefresh)).status).toBe(400);

    const fresh = backend.client();
    expect((await fresh.auth.signInWithPassword({ email: 'change@example.com', password: 'old-secret' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await fresh.auth.signInWithPassword({ email: 'change@example.com', password: 'new-secret' })).error).toBeNull();
  });

  it('refuses the same password, a short one and a long one with GoTrue’s errors', async () => {
    const device = await signedIn('rules@example.com');
    expect((await device.auth.updateUser({ password: 'old-secret' })).error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    expect((await device.auth.updateUser({ password: 'abc' })).error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    expect((await device.auth.updateUser({ password: 'x'.repeat(73) })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
  });
});

describe('sign-out scopes revoke sessions on the server', () => {
  it('local: this session’s refresh token stops working; another device stays signed in', async () => {
    const device = await signedIn('local@example.com');
    const other = await anotherDevice('local@example.com');
    const refresh = await refreshTokenOf(device);
    expect((await device.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await refreshWith(refresh)).status).toBe(400);
    expect((await other.auth.getUser()).error).toBeNull();
  });

  it('global: every device of the user is signed out at its next refresh', async () => {
    const device = await signedIn('global@example.com');
    const other = await anotherDevice('global@example.com');
    const otherRefresh = await refreshTokenOf(other);
    expect((await device.auth.signOut({ scope: 'global' })).error).toBeNull();
    const refreshed = await refreshWith(otherRefresh);
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });
});

describe('signing up again with a registered, unconfirmed address', () => {
  it('changes neither password nor metadata, and only sends the confirmation again', async () => {
    await backend.reset({ rate_limits: false });
    const supabase = backend.client();
    await supabase.auth.signUp({ email: 'owner@example.com', password: 'owner-secret', options: { data: { first_name: 'Owner' } } });
    const again = await supabase.auth.signUp({
      email: 'owner@example.com',
      password: 'intruder-secret',
      options: { data: { first_name: 'Intruder', role: 'admin' } },
    });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.user_metadata).toMatchObject({ first_name: 'Owner' });
    expect(again.data.user?.user_metadata.role).toBeUndefined();
    const mail = await backend.api<{ to: string }[]>('mail');
    expect(mail.filter((message) => message.to === 'owner@example.com')).toHaveLength(2);

    await locationOf((await lastMailTo(backend, 'owner@example.com')).link);
    const fresh = backend.client();
    expect((await fresh.auth.signInWithPassword({ email: 'owner@example.com', password: 'intruder-secret' })).error?.code).toBe(
      'invalid_credentials',
    );
    const owner = await fresh.auth.signInWithPassword({ email: 'owner@example.com', password: 'owner-secret' });
    expect(owner.error).toBeNull();
    expect(owner.data.user?.user_metadata.first_name).toBe('Owner');
  });

  it('is rate-limited like resend, and with autoconfirm on it neither confirms nor signs in', async () => {
    await backend.reset({ rate_limits: true });
    const supabase = backend.client();
    await supabase.auth.signUp({ email: 'pending@example.com', password: 'first-secret' });
    const soon = await supabase.auth.signUp({ email: 'pending@example.com', password: 'first-secret' });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    await backend.api('settings', { method: 'POST', body: JSON.stringify({ autoconfirm: true }) });
    backend.clock.advance(61);
    const auto = await supabase.auth.signUp({ email: 'pending@example.com', password: 'other-secret' });
    expect(auto.error).toBeNull();
    expect(auto.data.session).toBeNull();
    const [user] = await backend.api<{ email_confirmed_at?: string }[]>('users');
    expect(user?.email_confirmed_at).toBeUndefined();
  });
});

describe('resend under PKCE', () => {
  it('the resent link brings back a code that the resending client exchanges', async () => {
    await backend.reset({ rate_limits: false });
    const supabase = backend.client({ flowType: 'pkce' });
    await supabase.auth.signUp({ email: 'again@example.com', password: 'secret-1', options: { emailRedirectTo: SITE } });
    expect((await supabase.auth.resend({ type: 'signup', email: 'again@example.com', options: { emailRedirectTo: SITE } })).error).toBeNull();
    const landing = await locationOf((await lastMailTo(backend, 'again@example.com')).link);
    expect(landing.hash).toBe('');
    const exchanged = await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe('again@example.com');
  });
});
