import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_VERSION_HEADERS, startTestBackend, type TestBackend } from './support/test-backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset());

async function confirmedUser(email: string, password = 'secret-1') {
  await backend.reset({ autoconfirm: true });
  await backend.client().auth.signUp({ email, password });
}

describe('sign-in errors (exact status, code, message)', () => {
  it('wrong password and unknown e-mail: 400 invalid_credentials', async () => {
    await confirmedUser('known@example.com');
    const supabase = backend.client();
    for (const email of ['known@example.com', 'nobody@example.com']) {
      const { error } = await supabase.auth.signInWithPassword({ email, password: 'wrong-password' });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('right password, unconfirmed e-mail: 400 email_not_confirmed (checked after the password)', async () => {
    const supabase = backend.client();
    await supabase.auth.signUp({ email: 'pending@example.com', password: 'secret-1' });
    const right = await supabase.auth.signInWithPassword({ email: 'pending@example.com', password: 'secret-1' });
    expect(right.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    const wrong = await supabase.auth.signInWithPassword({ email: 'pending@example.com', password: 'nope-nope' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });
});

describe('sign-up validation', () => {
  it('short password: 422 weak_password with reasons', async () => {
    const { error } = await backend.client().auth.signUp({ email: 'short@example.com', password: '12345' });
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
    const raw = await backend.fetch('/auth/v1/signup', {
      method: 'POST',
      headers: API_VERSION_HEADERS,
      body: JSON.stringify({ email: 'short@example.com', password: '12345' }),
    });
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await raw.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('password over 72 characters, empty password, bad e-mail: 400 validation_failed', async () => {
    const supabase = backend.client();
    const long = await supabase.auth.signUp({ email: 'long@example.com', password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' });
    const empty = await supabase.auth.signUp({ email: 'empty@example.com', password: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });
    const bad = await supabase.auth.signUp({ email: 'not-an-email', password: 'secret-1' });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('a 72-character password is accepted', async () => {
    const { error } = await backend.client().auth.signUp({ email: 'max@example.com', password: 'x'.repeat(72) });
    expect(error).toBeNull();
  });

  it('duplicate of a confirmed address with autoconfirm on: 422 user_already_exists', async () => {
    await confirmedUser('dup@example.com');
    const { error } = await backend.client().auth.signUp({ email: 'dup@example.com', password: 'secret-2' });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('duplicate of a confirmed address with confirmations on: 200 obfuscated user, no identities, no mail', async () => {
    await confirmedUser('dup2@example.com');
    await backend.api('settings', { method: 'POST', body: JSON.stringify({ autoconfirm: false }) });
    const users = await backend.api<{ id: string }[]>('users');
    const { data, error } = await backend.client().auth.signUp({ email: 'dup2@example.com', password: 'secret-2' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(users[0]?.id);
    expect(await backend.api<unknown[]>('mail')).toHaveLength(0);
    const signIn = await backend.client().auth.signInWithPassword({ email: 'dup2@example.com', password: 'secret-1' });
    expect(signIn.error).toBeNull();
  });

  it('sign-up again for an unconfirmed address within 60 s: 429 over_email_send_rate_limit', async () => {
    await backend.api('settings', { method: 'POST', body: JSON.stringify({ rate_limits: true }) });
    const supabase = backend.client();
    await supabase.auth.signUp({ email: 'again@example.com', password: 'secret-1' });
    backend.clock.advance(15);
    const { error } = await supabase.auth.signUp({ email: 'again@example.com', password: 'secret-1' });
    expect(error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'For security purposes, you can only request this after 45 seconds.',
    });
    const resend = await supabase.auth.resend({ type: 'signup', email: 'again@example.com' });
    expect(resend.error?.code).toBe('over_email_send_rate_limit');
    backend.clock.advance(46);
    const later = await supabase.auth.signUp({ email: 'again@example.com', password: 'secret-1' });
    expect(later.error).toBeNull();
    expect(later.data.user?.identities).toHaveLength(1);
    expect(await backend.api<unknown[]>('mail')).toHaveLength(2);
  });

  it('sign-ups disabled: 422 signup_disabled', async () => {
    await backend.reset({ disable_signup: true });
    const { error } = await backend.client().auth.signUp({ email: 'closed@example.com', password: 'secret-1' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    const settings = await (await backend.fetch('/auth/v1/settings')).json();
    expect(settings).toMatchObject({ disable_signup: true, mailer_autoconfirm: false, external: { email: true, google: true, github: true, twitter: true } });
  });
});

describe('rate limits', () => {
  it('sign-in attempts over the limit get 429 over_request_rate_limit, and the switch turns it off', async () => {
    await backend.reset({ rate_limits: true });
    const supabase = backend.client();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 31; i += 1) {
      const { error } = await supabase.auth.signInWithPassword({ email: 'flood@example.com', password: 'secret-1' });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 30).every((code) => code === 'invalid_credentials')).toBe(true);
    const last = await supabase.auth.signInWithPassword({ email: 'flood@example.com', password: 'secret-1' });
    expect(last.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    await backend.api('settings', { method: 'POST', body: JSON.stringify({ rate_limits: false }) });
    const off = await supabase.auth.signInWithPassword({ email: 'flood@example.com', password: 'secret-1' });
    expect(off.error?.code).toBe('invalid_credentials');
  });
});

describe('error body formats', () => {
  it('legacy body without X-Supabase-Api-Version, new body with it', async () => {
    const body = JSON.stringify({ email: 'x@example.com', password: 'secret-1' });
    const legacy = await backend.fetch('/auth/v1/token?grant_type=password', { method: 'POST', body });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    const modern = await backend.fetch('/auth/v1/token?grant_type=password', { method: 'POST', body, headers: API_VERSION_HEADERS });
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await modern.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('CORS allows the requesting origin (any, without credentials) and the client headers, and exposes the version header', async () => {
    const preflight = await backend.fetch('/auth/v1/token?grant_type=password', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
    );
    expect(preflight.headers.get('access-control-expose-headers')).toBe('X-Supabase-Api-Version');
  });
});
