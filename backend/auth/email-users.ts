import { randomUUID } from 'node:crypto';
import type { AuthDeps } from './auth-deps.ts';
import { inTransaction } from './auth-transaction.ts';
import type { JsonRecord } from './records.ts';
import type { UserRow } from './user-store.ts';

/** Creates an e-mail/password user with its "email" identity, in one transaction. */
export function createEmailUser(deps: AuthDeps, email: string, passwordHash: string, data: JsonRecord): Promise<UserRow> {
  return inTransaction(deps, async (tx) => {
    const id = randomUUID();
    const identityData = { email, email_verified: false, phone_verified: false, sub: id };
    const user = await tx.users.create({
      id,
      email,
      passwordHash,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: { ...data, ...identityData },
      confirmedAt: null,
    });
    await tx.users.addIdentity(id, 'email', id, identityData);
    return user;
  });
}

/** Marks the address confirmed (email_confirmed_at, email_verified, token consumed) in one transaction. */
export function confirmEmail(deps: AuthDeps, user: UserRow): Promise<UserRow> {
  return inTransaction(deps, async (tx) => {
    const confirmed = await tx.users.update(user.id, {
      email_confirmed_at: new Date(tx.config.now()),
      confirmation_token: null,
      confirmation_otp: null,
      raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
    });
    await tx.users.addIdentity(user.id, 'email', user.id, {
      email: user.email,
      email_verified: true,
      phone_verified: false,
      sub: user.id,
    });
    return confirmed;
  });
}

/** The obfuscated answer to a sign-up for an existing confirmed address: looks new, has no identities. */
export function obfuscatedUser(deps: AuthDeps, email: string, data: JsonRecord) {
  const now = new Date(deps.config.now()).toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
