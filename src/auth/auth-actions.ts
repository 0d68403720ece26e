import type { AuthError, Provider } from '@supabase/supabase-js';
import { loadAuthClient } from './auth-client';
import { siteRootUrl } from './auth-config';
import type { SignInValues, SignUpValues } from './auth-validation';

export const CONFIRM_EMAIL_MESSAGE = 'Check your email for a confirmation link!';

/** How a request ended, for the page's alert: an error, a success message, or a redirect under way. */
export interface AuthOutcome {
  error?: string;
  success?: string;
  /** The browser is leaving for the provider: keep the buttons disabled. */
  redirecting?: boolean;
}

/** The error's own message; only a network failure, which has none worth reading, is explained. */
export function errorMessage(error: Pick<AuthError, 'name' | 'message'>): string {
  if (error.name === 'AuthRetryableFetchError') {
    return 'Could not reach the sign-in service. Check your connection and try again.';
  }
  return error.message || 'Something went wrong. Please try again.';
}

export async function signInWithPassword({ email, password }: SignInValues): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
  return error ? { error: errorMessage(error) } : {};
}

export async function signUp(values: SignUpValues): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const { data, error } = await client.auth.signUp({
    email: values.email.trim(),
    password: values.password,
    options: {
      emailRedirectTo: siteRootUrl(),
      data: {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        company_role: values.companyRole.trim(),
      },
    },
  });
  if (error) return { error: errorMessage(error) };
  // With confirmations on there is no session yet. An address already registered gets the same
  // answer (the server sends an obfuscated user with no identities): nothing reveals it exists.
  return data.session ? {} : { success: CONFIRM_EMAIL_MESSAGE };
}

export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google', icon: 'i-lucide-chrome' },
  { id: 'github', label: 'GitHub', icon: 'i-lucide-github' },
  { id: 'twitter', label: 'Twitter', icon: 'i-lucide-twitter' },
] as const satisfies readonly { id: Provider; label: string; icon: `i-lucide-${string}` }[];

export async function signInWithProvider(provider: Provider): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const { error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo: siteRootUrl() } });
  return error ? { error: errorMessage(error) } : { redirecting: true };
}
