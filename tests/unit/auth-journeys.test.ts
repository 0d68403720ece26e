import { describe, expect, it } from 'vitest';
import { readAuthNotice } from '../../src/auth/redirects/auth-notice';
import { failureOutcome, retryAfterSeconds } from '../../src/auth/service/auth-outcome';
import { signInPath } from '../../src/auth/redirects/auth-paths';
import { readReturnPath } from '../../src/auth/redirects/return-path';
import { newPasswordProblem, profileProblem } from '../../src/auth/forms/auth-validation';
import { codeVerifierKey } from '../../src/auth/service/code-verifier';
import { keepingPendingVerifier } from '../../src/auth/service/keep-pending-verifier';
import { resetLinkSent } from '../../src/auth/service/password-actions';

const limited = (message: string) => ({ name: 'AuthApiError', code: 'over_email_send_rate_limit', message });

describe('the e-mail send limit becomes a wait, not an error', () => {
  it('reads the seconds from the service’s message (both wordings)', () => {
    expect(retryAfterSeconds(limited('For security purposes, you can only request this after 42 seconds.'))).toBe(42);
    expect(retryAfterSeconds(limited('For security purposes, you can only request this once every 60 seconds'))).toBe(60);
    expect(retryAfterSeconds(limited('Email rate limit exceeded'))).toBeUndefined();
    expect(retryAfterSeconds({ code: 'over_request_rate_limit', message: 'after 3 seconds' })).toBeUndefined();
  });

  it('a wait keeps the address to send to again; any other failure is the service’s message', () => {
    expect(failureOutcome(limited('… after 9 seconds.'), 'ada@example.com')).toEqual({ retryAfter: 9, resendTo: 'ada@example.com' });
    expect(failureOutcome({ name: 'AuthApiError', code: 'validation_failed', message: 'Unable to validate email address: invalid format' })).toEqual({
      error: 'Unable to validate email address: invalid format',
    });
  });

  it('the reset request’s answer is the same whether the address has an account or not', () => {
    expect(resetLinkSent('ada@example.com')).toBe(
      'If ada@example.com belongs to an account, a link to choose a new password is on its way. Check your email.',
    );
  });
});

describe('coming back after signing in', () => {
  it('names the page in ?next=', () => {
    expect(signInPath('/account')).toBe('/auth?next=%2Faccount');
    expect(readReturnPath('?next=%2Faccount')).toBe('/account');
    expect(readReturnPath('?next=/account/')).toBe('/account');
  });

  it('goes back only to a page of this site, never to another origin or to /auth itself', () => {
    for (const next of ['https://evil.example.com/', '//evil.example.com/account', '/auth', '/no-such-page', 'account', '']) {
      expect(readReturnPath(`?${new URLSearchParams({ next })}`), next).toBeUndefined();
    }
    expect(readReturnPath('')).toBeUndefined();
  });
});

describe('messages handed from page to page', () => {
  it('accepts only a well-formed notice', () => {
    expect(readAuthNotice({ authNotice: { kind: 'success', message: 'Saved.' } })).toEqual({ kind: 'success', message: 'Saved.' });
    expect(readAuthNotice({ authNotice: { kind: 'html', message: 'x' } })).toBeUndefined();
    expect(readAuthNotice({ authNotice: { kind: 'error' } })).toBeUndefined();
    expect(readAuthNotice({ email: 'ada@example.com' })).toBeUndefined();
    expect(readAuthNotice(null)).toBeUndefined();
  });
});

describe('account forms', () => {
  const profile = { firstName: 'Ada', lastName: 'Lovelace', companyRole: '' };

  it('profile: names required and bounded, role optional and bounded', () => {
    expect(profileProblem(profile)).toBeNull();
    expect(profileProblem({ ...profile, lastName: '  ' })).toEqual({ field: 'lastName', message: 'Last name cannot be blank.' });
    expect(profileProblem({ ...profile, companyRole: 'x'.repeat(101) })?.field).toBe('companyRole');
  });

  it('new password: typed twice alike, at most 72 bytes; the minimum is the server’s to tell', () => {
    expect(newPasswordProblem({ password: 'new-secret', confirm: 'new-secret' })).toBeNull();
    expect(newPasswordProblem({ password: 'abc', confirm: 'abc' })).toBeNull();
    expect(newPasswordProblem({ password: 'new-secret', confirm: 'new-secreT' })).toEqual({
      field: 'confirm',
      message: 'The two passwords do not match.',
    });
    expect(newPasswordProblem({ password: 'é'.repeat(37), confirm: 'é'.repeat(37) })?.field).toBe('password');
  });
});

describe('a link already mailed keeps working in this browser', () => {
  it('a request that fails (too soon) leaves the waiting flow’s verifier in place', async () => {
    window.localStorage.setItem(codeVerifierKey, '"first-verifier"');
    // What supabase-js does when the new flow's request is refused: its verifier key goes.
    await keepingPendingVerifier(async () => window.localStorage.removeItem(codeVerifierKey));
    expect(window.localStorage.getItem(codeVerifierKey)).toBe('"first-verifier"');
  });

  it('a request that goes through starts the newer flow, whose verifier stays', async () => {
    window.localStorage.setItem(codeVerifierKey, '"first-verifier"');
    await keepingPendingVerifier(async () => window.localStorage.setItem(codeVerifierKey, '"second-verifier"'));
    expect(window.localStorage.getItem(codeVerifierKey)).toBe('"second-verifier"');
    window.localStorage.removeItem(codeVerifierKey);
    await keepingPendingVerifier(async () => undefined);
    expect(window.localStorage.getItem(codeVerifierKey)).toBeNull();
  });
});
