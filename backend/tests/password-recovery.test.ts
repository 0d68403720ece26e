import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_VERSION_HEADERS,
  fragmentOf,
  lastMailTo,
  locationOf,
  startTestBackend,
  type TestBackend,
} from './support/test-backend.ts';

const SITE = 'http://127.0.0.1:4173';
const RESET_PAGE = `${SITE}/auth/reset-password`;
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: SITE });
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset({ autoconfirm: true }));

async function registered(email: string, password = 'old-secret') {
  const { error } = await backend.client().auth.signUp({ email, password, options: { data: { first_name: 'Ada' } } });
  expect(error).toBeNull();
}

const recover = (body: unknown) =>
  backend.fetch(`/auth/v1/recover?redirect_to=${encodeURIComponent(RESET_PAGE)}`, {
    method: 'POST',
    headers: API_VERSION_HEADERS,
    body: JSON.stringify(body),
  });

describe('forgotten password through the real supabase-js (PKCE)', () => {
  it('mails a link that brings back only a code; the exchange is a recovery; the new password replaces the old', async () => {
    await registered('forgot@example.com');
    const supabase = backend.client({ flowType: 'pkce' });
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));

    const sent = await supabase.auth.resetPasswordForEmail('forgot@example.com', { redirectTo: RESET_PAGE });
    expect(sent).toEqual({ data: {}, error: null });
    const mail = await lastMailTo(backend, 'forgot@example.com');
    expect(mail.subject).toBe('Reset Your Password');
    expect(mail.html).toContain('Reset Password');
    expect(mail.text).toMatch(/enter the code: \d{6}/);
    const link = new URL(mail.link);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE);

    const landing = await locationOf(mail.link);
    expect(`${landing.origin}${landing.pathname}`).toBe(RESET_PAGE);
    expect(landing.hash).toBe('');
    expect([...landing.searchParams.keys()]).toEqual(['code']);

    const exchanged = await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    // supabase-js returns redirectType at run time; its declared type leaves it out.
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    const claims = JSON.parse(Buffer.from(exchanged.data.session?.access_token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.amr[0].method).toBe('recovery');

    const updated = await supabase.auth.updateUser({ password: 'new-secret' });
    expect(updated.error).toBeNull();
    expect(events).toContain('USER_UPDATED');

    const fresh = backend.client();
    expect((await fresh.auth.signInWithPassword({ email: 'forgot@example.com', password: 'new-secret' })).error).toBeNull();
    const old = await fresh.auth.signInWithPassword({ email: 'forgot@example.com', password: 'old-secret' });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const reused = await locationOf(mail.link);
    expect(reused.href).toBe(
      `${RESET_PAGE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
    );
  });

  it('a link older than 24 hours has expired', async () => {
    await registered('late@example.com');
    await backend.client({ flowType: 'pkce' }).auth.resetPasswordForEmail('late@example.com', { redirectTo: RESET_PAGE });
    const { link } = await lastMailTo(backend, 'late@example.com');
    expect(await backend.api('clock', { method: 'POST', body: JSON.stringify({ advance: 24 * 3600 + 1 }) })).toEqual({
      offset_seconds: 24 * 3600 + 1,
    });
    expect(fragmentOf(await locationOf(link)).get('error_code')).toBe('otp_expired');
    expect(await backend.api('clock', { method: 'POST', body: JSON.stringify({ advance: -1e9 }) })).toEqual({ offset_seconds: 0 });
  });

  it('only the newest link works', async () => {
    await registered('twice@example.com');
    const supabase = backend.client({ flowType: 'pkce' });
    await supabase.auth.resetPasswordForEmail('twice@example.com', { redirectTo: RESET_PAGE });
    const first = (await lastMailTo(backend, 'twice@example.com')).link;
    await supabase.auth.resetPasswordForEmail('twice@example.com', { redirectTo: RESET_PAGE });
    const second = (await lastMailTo(backend, 'twice@example.com')).link;
    expect(fragmentOf(await locationOf(first)).get('error_code')).toBe('otp_expired');
    const landing = await locationOf(second);
    expect((await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code') ?? '')).error).toBeNull();
  });
});

describe('forgotten password, implicit flow and codes', () => {
  it('the implicit link carries the session with type=recovery', async () => {
    await registered('implicit@example.com');
    expect((await backend.client().auth.resetPasswordForEmail('implicit@example.com', { redirectTo: RESET_PAGE })).error).toBeNull();
    const fragment = fragmentOf(await locationOf((await lastMailTo(backend, 'implicit@example.com')).link));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();
  });

  it('verifyOtp with the e-mailed code signs in for recovery; a recovery code is no confirmation code', async () => {
    await registered('code@example.com');
    const supabase = backend.client();
    await supabase.auth.resetPasswordForEmail('code@example.com');
    const code = /enter the code: (\d{6})/.exec((await lastMailTo(backend, 'code@example.com')).text)?.[1] ?? '';
    const asSignup = await supabase.auth.verifyOtp({ email: 'code@example.com', token: code, type: 'signup' });
    expect(asSignup.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const verified = await supabase.auth.verifyOtp({ email: 'code@example.com', token: code, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('recovery confirms an address that was never confirmed', async () => {
    await backend.reset();
    await backend.client().auth.signUp({ email: 'never@example.com', password: 'old-secret' });
    await backend.client().auth.resetPasswordForEmail('never@example.com');
    const fragment = fragmentOf(await locationOf((await lastMailTo(backend, 'never@example.com')).link));
    const { data } = await backend.client().auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe('POST /recover never tells whether the address is registered', () => {
  it('a registered and an unknown address get the same answer; only the registered one gets mail', async () => {
    await registered('known@example.com');
    const known = await recover({ email: 'known@example.com' });
    const unknown = await recover({ email: 'unknown@example.com' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await backend.api<{ to: string }[]>('mail');
    expect(mail.map((message) => message.to)).toEqual(['known@example.com']);
  });

  it('one request per address per 60 s, registered or not, with the same 429', async () => {
    await registered('limited@example.com');
    await backend.api('settings', { method: 'POST', body: JSON.stringify({ rate_limits: true }) });
    for (const email of ['limited@example.com', 'stranger@example.com']) expect((await recover({ email })).status).toBe(200);
    backend.clock.advance(20);
    const answers = [];
    for (const email of ['limited@example.com', 'stranger@example.com']) {
      const response = await recover({ email });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]).toEqual({
      status: 429,
      body: { code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 40 seconds.' },
    });
    expect(answers[1]).toEqual(answers[0]);
    backend.clock.advance(41);
    expect((await recover({ email: 'limited@example.com' })).status).toBe(200);
  });

  it('bad input: 400 validation_failed with GoTrue’s messages', async () => {
    const supabase = backend.client();
    expect((await supabase.auth.resetPasswordForEmail('')).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
    expect((await supabase.auth.resetPasswordForEmail('not-an-email')).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('a foreign redirect falls back to the site URL', async () => {
    await registered('foreign@example.com');
    await backend.client().auth.resetPasswordForEmail('foreign@example.com', { redirectTo: 'https://evil.example.com/reset' });
    const link = new URL((await lastMailTo(backend, 'foreign@example.com')).link);
    expect(link.searchParams.get('redirect_to')).toBe(SITE);
  });
});
