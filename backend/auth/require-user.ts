import { ApiError } from '../http/api-error.ts';
import type { RequestContext } from '../http/context.ts';
import type { AuthDeps } from './auth-deps.ts';
import type { SessionRow } from './session-store.ts';
import type { AccessClaims } from './tokens.ts';
import type { UserRow } from './user-store.ts';

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
  claims: AccessClaims;
}

async function verifiedClaims(ctx: RequestContext, deps: AuthDeps): Promise<AccessClaims> {
  const token = ctx.bearer();
  if (!token) throw new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await deps.signer.verify(token);
  } catch (error) {
    throw new ApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
  }
}

/** The user and session behind the request's Bearer access token (GoTrue's 401/403 rules). */
export async function requireUser(ctx: RequestContext, deps: AuthDeps): Promise<Authenticated> {
  const claims = await verifiedClaims(ctx, deps);
  if (!claims.sub) throw new ApiError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const user = await deps.users.byId(claims.sub);
  if (!user) throw new ApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const session = claims.session_id ? await deps.sessions.find(claims.session_id) : undefined;
  if (!session || session.user_id !== user.id) {
    throw new ApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, session, claims };
}

/** Admin endpoints: a service_role JWT. */
export async function requireServiceRole(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const claims = await verifiedClaims(ctx, deps);
  if (claims.role !== 'service_role') throw new ApiError(403, 'not_admin', 'User not allowed');
}
