import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/auth/service/auth-outcome';
import { storageKeyFor } from '../../src/before-hydration/session-key';
import { readAuthRedirect } from '../../src/auth/redirects/auth-redirect';
import { authRedirectError } from '../../src/auth/redirects/auth-redirect-error';
import { LIMITS, signInProblem, signUpProblem, type SignUpValues } from '../../src/auth/forms/auth-validation';
import { parseStoredSession } from '../../src/auth/session/stored-session';
import { displayName, initials } from '../../src/auth/session/user-display';
import type { User } from '@supabase/supabase-js';

const valid: SignUpValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyRole: '',
  email: 'ada@example.com',
  password: 'correct-horse',
};

describe('sign-up and sign-in bounds', () => {
  it('accepts ordinary values, an empty company role and names at the limit', () => {
    expect(signUpProblem(valid)).toBeNull();
    expect(signUpProblem({ ...valid, firstName: 'x'.repeat(LIMITS.name) })).toBeNull();
    expect(signInProblem({ email: valid.email, password: 'p'.repeat(LIMITS.password) })).toBeNull();
  });

  it('refuses whitespace-only names', () => {
    expect(signUpProblem({ ...valid, firstName: ' \t ' })).toEqual({ field: 'firstName', message: 'First name cannot be blank.' });
    expect(signUpProblem({ ...valid, lastName: '   ' })).toEqual({ field: 'lastName', message: 'Last name cannot be blank.' });
  });

  it('bounds every field with a message naming it', () => {
    expect(signUpProblem({ ...valid, lastName: 'x'.repeat(101) })?.message).toBe('Last name must be at most 100 characters.');
    expect(signUpProblem({ ...valid, companyRole: 'x'.repeat(101) })?.field).toBe('companyRole');
    expect(signInProblem({ email: `${'a'.repeat(250)}@x.io`, password: 'secret' })?.field).toBe('email');
  });

  it('counts the password in bytes, as the server does', () => {
    expect(signInProblem({ email: valid.email, password: 'é'.repeat(36) })).toBeNull();
    expect(signInProblem({ email: valid.email, password: 'é'.repeat(37) })?.field).toBe('password');
  });
});

describe('auth redirect parameters', () => {
  it('names a known error from the query or the fragment, in its own words', () => {
    expect(authRedirectError({ search: '?error=access_denied&error_description=The+user+denied+access', hash: '' })).toBe(
      'The user denied access',
    );
    expect(
      authRedirectError({ search: '', hash: '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid' }),
    ).toBe('Email link is invalid or has expired');
    expect(authRedirectError({ search: '?error=server_error', hash: '' })).toBe('The sign-in service had a problem. Please try again.');
  });

  it('never repeats the description a link carries: unknown codes get a fixed message', () => {
    const forged = 'Your account is locked. Call +1 555 0100 to unlock it.';
    const message = (search: string) => authRedirectError({ search, hash: '' });
    expect(message(`?error=access_denied&error_description=${encodeURIComponent(forged)}`)).toBe('The user denied access');
    expect(message(`?error=made_up&error_description=${encodeURIComponent(forged)}`)).toBe(
      'Sign-in could not be completed. Please try again.',
    );
    expect(message(`?error_description=${encodeURIComponent('x'.repeat(10_000))}`)).toBe('Sign-in could not be completed. Please try again.');
    expect(message('?error=__proto__')).toBe('Sign-in could not be completed. Please try again.');
    expect(message('?error=%20')).toBeNull();
  });

  it('sees tokens only when both are in the fragment', () => {
    expect(readAuthRedirect({ search: '', hash: '#access_token=a&refresh_token=b' })).toEqual({
      hasError: false,
      hasTokens: true,
      hasCode: false,
    });
    expect(readAuthRedirect({ search: '', hash: '#access_token=a' }).hasTokens).toBe(false);
    expect(readAuthRedirect({ search: '', hash: '#services' })).toEqual({ hasError: false, hasTokens: false, hasCode: false });
  });

  it('sees a PKCE code in the query only', () => {
    expect(readAuthRedirect({ search: '?code=3f1c', hash: '' })).toEqual({ hasError: false, hasTokens: false, hasCode: true });
    expect(readAuthRedirect({ search: '', hash: '#code=3f1c' }).hasCode).toBe(false);
  });
});

describe('the stored session', () => {
  const token = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;
  const stored = { access_token: token({ sub: 'u1' }), refresh_token: 'r', expires_at: 1, user: { id: 'u1' } };

  it('uses supabase-js’s default key', () => {
    expect(storageKeyFor('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(storageKeyFor('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
  });

  it('accepts what supabase-js writes and refuses anything else', () => {
    expect(parseStoredSession(JSON.stringify(stored))?.user.id).toBe('u1');
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{not json')).toBeNull();
    expect(parseStoredSession('[]')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...stored, access_token: 'opaque' }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...stored, user: { id: 'u2' } }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...stored, refresh_token: '' }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...stored, expires_at: '1' }))).toBeNull();
  });
});

describe('messages and names', () => {
  it('keeps the server’s own message and explains only network failures', () => {
    expect(errorMessage({ name: 'AuthApiError', message: 'Invalid login credentials' })).toBe('Invalid login credentials');
    expect(errorMessage({ name: 'AuthRetryableFetchError', message: 'Failed to fetch' })).toMatch(/Could not reach/);
  });

  it('names the user by their names, the provider’s name, or the e-mail', () => {
    const user = (user_metadata: object, email = 'ada@example.com') => ({ user_metadata, email }) as unknown as User;
    expect(displayName(user({ first_name: 'Ada', last_name: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(displayName(user({ full_name: 'Grace Hopper' }))).toBe('Grace Hopper');
    expect(displayName(user({ first_name: '  ' }))).toBe('ada@example.com');
    expect(initials(user({ first_name: 'Ada', last_name: 'Lovelace' }))).toBe('AL');
  });
});
