import type { Provider } from '@supabase/supabase-js';
import { loadAuthClient } from './supabase-loader';
import { siteRootUrl, siteUrl } from './auth-service';
import { errorMessage, failureOutcome, type AuthOutcome } from './auth-outcome';
import { keepingPendingVerifier } from './keep-pending-verifier';
import type { SignInValues, SignUpValues } from '../forms/auth-validation';
import { words } from '../words';
import { locale } from '../../i18n/locale';

export const CONFIRM_EMAIL_MESSAGE = words.signUp.confirmEmail;

export async function signInWithPassword({ email, password }: SignInValues): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const address = email.trim();
  const { error } = await client.auth.signInWithPassword({ email: address, password });
  if (!error) return {};
  // 'Email not confirmed' stays the alert; the page also offers to send the confirmation again.
  return error.code === 'email_not_confirmed' ? { error: errorMessage(error), resendTo: address } : { error: errorMessage(error) };
}

export async function signUp(values: SignUpValues): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const email = values.email.trim();
  const { data, error } = await client.auth.signUp({
    email,
    password: values.password,
    options: {
      emailRedirectTo: siteRootUrl(),
      data: {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        company_role: values.companyRole.trim(),
        // The language of the page she signed up on: the e-mail templates greet her in it (docs/deploy.md).
        locale,
      },
    },
  });
  // Signing up again too soon with an address waiting for confirmation: the wait, then the resend offer.
  if (error) return failureOutcome(error, email);
  // With confirmations on there is no session yet. An address already registered gets the same
  // answer (the server sends an obfuscated user with no identities): nothing reveals it exists.
  return data.session ? {} : { success: CONFIRM_EMAIL_MESSAGE, resendTo: email };
}

/** The confirmation e-mail again; the service's limit comes back as a wait, not an error. */
export async function resendConfirmation(email: string): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const { error } = await keepingPendingVerifier(() =>
    client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: siteRootUrl() } }),
  );
  if (error) return { ...failureOutcome(error, email), resendTo: email };
  return { success: words.signUp.confirmationResent(email), resendTo: email };
}

/** Leaves for the provider; comes back to `returnPath` (the page that asked for sign-in) or the site root. */
export async function signInWithProvider(provider: Provider, returnPath?: string): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const redirectTo = returnPath ? siteUrl(returnPath) : siteRootUrl();
  const { error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo } });
  return error ? { error: errorMessage(error) } : { redirecting: true };
}
