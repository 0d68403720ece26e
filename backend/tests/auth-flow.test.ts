import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fragmentOf, lastMailTo, locationOf, startTestBackend, type TestBackend } from './support/test-backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: 'http://127.0.0.1:4173' });
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset());

describe('e-mail sign-up with confirmation, through the real supabase-js', () => {
  it('signs up, confirms by link, signs in, reads the user, refreshes and signs out', async () => {
    const supabase = backend.client();
    const email = 'ada@example.com';
    const signUp = await supabase.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { full_name: 'Ada Lovelace' }, emailRedirectTo: 'http://127.0.0.1:4173/welcome' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.user_metadata.full_name).toBe('Ada Lovelace');
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    expect(signUp.data.user?.phone).toBe('');

    const mail = await lastMailTo(backend, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    expect(mail.html).toContain('Confirm your mail');
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:4173/welcome');

    const response = await fetch(mail.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:4173/welcome');
    const fragment = fragmentOf(location);
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const again = await locationOf(mail.link);
    expect(fragmentOf(again).get('error_code')).toBe('otp_expired');
    expect(again.hash).toContain('error_description=Email+link+is+invalid+or+has+expired');

    const signIn = await supabase.auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session;
    expect(session?.user.email_confirmed_at).toBeTruthy();
    expect(session?.user.user_metadata.email_verified).toBe(true);
    expect(session?.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const claims = JSON.parse(Buffer.from(session?.access_token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: session?.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email,
      phone: '',
      is_anonymous: false,
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.amr[0].method).toBe('password');
    expect(typeof claims.session_id).toBe('string');

    const user = await supabase.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(session?.user.id);

    const updated = await supabase.auth.updateUser({ data: { plan: 'pro' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Ada Lovelace', plan: 'pro' });

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session?.refresh_token);
    expect(refreshed.data.session?.access_token).toBeTruthy();

    const signOut = await supabase.auth.signOut();
    expect(signOut.error).toBeNull();
    const afterSignOut = await backend.fetch('/auth/v1/user', {
      headers: { Authorization: `Bearer ${refreshed.data.session?.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(afterSignOut.status).toBe(403);
    expect(await afterSignOut.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('confirms with verifyOtp (token hash and e-mail code)', async () => {
    const supabase = backend.client();
    await supabase.auth.signUp({ email: 'otp@example.com', password: 'secret-1' });
    const mail = await lastMailTo(backend, 'otp@example.com');
    const code = /enter the code: (\d{6})/.exec(mail.text)?.[1] ?? '';
    const wrong = await supabase.auth.verifyOtp({ email: 'otp@example.com', token: '000000' === code ? '111111' : '000000', type: 'signup' });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.status).toBe(403);
    const right = await supabase.auth.verifyOtp({ email: 'otp@example.com', token: code, type: 'signup' });
    expect(right.error).toBeNull();
    expect(right.data.session?.access_token).toBeTruthy();

    await supabase.auth.signUp({ email: 'hash@example.com', password: 'secret-1' });
    const hash = new URL((await lastMailTo(backend, 'hash@example.com')).link).searchParams.get('token') ?? '';
    const byHash = await supabase.auth.verifyOtp({ token_hash: hash, type: 'signup' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.user?.email).toBe('hash@example.com');
  });

  it('resends the confirmation mail', async () => {
    const supabase = backend.client();
    await supabase.auth.signUp({ email: 'resend@example.com', password: 'secret-1' });
    const { error } = await supabase.auth.resend({ type: 'signup', email: 'resend@example.com' });
    expect(error).toBeNull();
    const mail = await backend.api<{ to: string }[]>('mail');
    expect(mail.filter((message) => message.to === 'resend@example.com')).toHaveLength(2);
  });

  it('signs up with autoconfirm and gets a session straight away', async () => {
    await backend.reset({ autoconfirm: true });
    const supabase = backend.client();
    const { data, error } = await supabase.auth.signUp({ email: 'auto@example.com', password: 'secret-1' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await backend.api<unknown[]>('mail')).toHaveLength(0);
  });

  it('runs the PKCE e-mail flow: the link carries ?code= and exchangeCodeForSession signs in', async () => {
    const supabase = backend.client({ flowType: 'pkce' });
    const { error } = await supabase.auth.signUp({
      email: 'pkce@example.com',
      password: 'secret-1',
      options: { emailRedirectTo: 'http://localhost:5173/auth/callback' },
    });
    expect(error).toBeNull();
    const location = await locationOf((await lastMailTo(backend, 'pkce@example.com')).link);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/auth/callback');
    const code = location.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe('pkce@example.com');

    const reused = await backend.fetch('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toEqual({ code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' });
  });

  it('signs out with the local and others scopes', async () => {
    await backend.reset({ autoconfirm: true });
    const first = backend.client();
    const second = backend.client();
    await first.auth.signUp({ email: 'scopes@example.com', password: 'secret-1' });
    await second.auth.signInWithPassword({ email: 'scopes@example.com', password: 'secret-1' });
    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await second.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await first.auth.getUser()).error).toBeNull();
    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    const { data } = await first.auth.getSession();
    expect(data.session).toBeNull();
  });
});
