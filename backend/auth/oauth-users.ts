import { randomUUID } from 'node:crypto';
import type { AuthDeps } from './auth-deps.ts';
import { inTransaction } from './auth-transaction.ts';
import { providerClaims, providerId, type ProviderAccount } from './oauth-providers.ts';
import type { UserRow } from './user-store.ts';

export class SignupsDisabledError extends Error {}

function withProvider(appMetadata: Record<string, unknown>, provider: string) {
  const providers = Array.isArray(appMetadata.providers) ? (appMetadata.providers as string[]) : [];
  return { ...appMetadata, providers: providers.includes(provider) ? providers : [...providers, provider] };
}

/**
 * The user behind a provider account: found by identity, linked to an existing user with the
 * same (provider-verified) e-mail, or created.
 */
export function userForProviderAccount(deps: AuthDeps, provider: string, account: ProviderAccount): Promise<UserRow> {
  return inTransaction(deps, (tx) => findOrCreateUser(tx, provider, account));
}

async function findOrCreateUser(deps: AuthDeps, provider: string, account: ProviderAccount): Promise<UserRow> {
  const id = providerId(provider, account.email);
  const claims = providerClaims(provider, account);
  const identity = await deps.users.identity(provider, id);
  const existing = identity ? await deps.users.byId(identity.user_id) : await deps.users.byEmail(account.email);
  if (existing) {
    await deps.users.addIdentity(existing.id, provider, id, claims);
    return deps.users.update(existing.id, {
      raw_app_meta_data: withProvider(existing.raw_app_meta_data, provider),
      raw_user_meta_data: { ...existing.raw_user_meta_data, ...claims },
      email_confirmed_at: existing.email_confirmed_at ?? new Date(deps.config.now()),
    });
  }
  if (deps.config.settings.disableSignup) throw new SignupsDisabledError();
  const user = await deps.users.create({
    id: randomUUID(),
    email: account.email,
    passwordHash: null,
    appMetadata: { provider, providers: [provider] },
    userMetadata: claims,
    confirmedAt: new Date(deps.config.now()),
  });
  await deps.users.addIdentity(user.id, provider, id, claims);
  return user;
}
