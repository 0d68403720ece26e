import type { AuthDeps } from './auth-deps.ts';
import { inTransaction } from './auth-transaction.ts';
import type { Grant } from './session-store.ts';
import type { AuthMethod } from './tokens.ts';
import { userJson, type UserJson } from './user-json.ts';
import type { UserRow } from './user-store.ts';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export async function currentUserJson(deps: AuthDeps, user: UserRow): Promise<UserJson> {
  return userJson(user, await deps.users.identities(user.id));
}

/** The AccessTokenResponse for a granted session. */
export async function sessionResponse(deps: AuthDeps, user: UserRow, grant: Grant): Promise<SessionResponse> {
  const { token, expiresAt } = await deps.signer.accessToken({
    userId: user.id,
    email: user.email,
    appMetadata: user.raw_app_meta_data,
    userMetadata: user.raw_user_meta_data,
    sessionId: grant.session.id,
    method: grant.session.auth_method,
    methodAt: grant.session.authenticated_at.getTime(),
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: grant.refreshToken,
    user: await currentUserJson(deps, user),
  };
}

/** Signs the user in: a new session, last_sign_in_at updated, in one transaction. */
export function signIn(deps: AuthDeps, user: UserRow, method: AuthMethod, provider = 'email'): Promise<SessionResponse> {
  return inTransaction(deps, async (tx) => {
    const signedIn = await tx.users.update(user.id, { last_sign_in_at: new Date(tx.config.now()) });
    await tx.users.touchIdentities(user.id, provider);
    const grant = await tx.sessions.create(user.id, method);
    return sessionResponse(tx, signedIn, grant);
  });
}

/** The session as URL parameters (fragment of a redirect). */
export function sessionParams(session: SessionResponse, extra: Record<string, string> = {}): Record<string, string> {
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    ...extra,
    refresh_token: session.refresh_token,
    token_type: 'bearer',
  };
}
