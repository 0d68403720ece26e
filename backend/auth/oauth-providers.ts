import { createHash } from 'node:crypto';

interface Provider {
  label: string;
  issuer: string;
  hasUsername: boolean;
}

/** The OAuth providers the local consent screen stands in for. */
export const PROVIDERS: Record<string, Provider> = {
  google: { label: 'Google', issuer: 'https://accounts.google.com', hasUsername: false },
  github: { label: 'GitHub', issuer: 'https://api.github.com', hasUsername: true },
  twitter: { label: 'Twitter', issuer: 'https://api.twitter.com/1.1/account/verify_credentials.json', hasUsername: true },
};

export const isProvider = (name: string | undefined): name is string =>
  name !== undefined && Object.hasOwn(PROVIDERS, name);

export interface ProviderAccount {
  email: string;
  name: string;
}

/** A stable numeric provider id for a test account (same e-mail, same id). */
export function providerId(provider: string, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email}`).digest();
  return digest.readBigUInt64BE(0).toString().slice(0, 18);
}

/** The claims a real provider would return, as GoTrue stores them in user_metadata. */
export function providerClaims(provider: string, account: ProviderAccount): Record<string, unknown> {
  const info = PROVIDERS[provider];
  const id = providerId(provider, account.email);
  const username = account.email.split('@')[0] ?? account.email;
  return {
    iss: info?.issuer,
    sub: id,
    provider_id: id,
    email: account.email,
    email_verified: true,
    phone_verified: false,
    name: account.name,
    full_name: account.name,
    avatar_url: '',
    picture: '',
    ...(info?.hasUsername ? { user_name: username, preferred_username: username } : {}),
  };
}
