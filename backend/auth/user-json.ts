import type { IdentityRow, UserRow } from './user-store.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

export function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: typeof identity.identity_data.email === 'string' ? identity.identity_data.email : undefined,
  };
}

/** The user object of the reference: optional timestamps omitted when null, phone always "". */
export function userJson(user: UserRow, identities: IdentityRow[]) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}

export type UserJson = ReturnType<typeof userJson>;
