import { ApiError, badRequest } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { json, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { checkPassword } from '../passwords.ts';
import { LIMITS } from '../rate-limiter.ts';
import { stringOf, type JsonRecord } from '../records.ts';
import { sessionResponse, signIn } from '../session-response.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

async function passwordGrant(ctx: RequestContext, deps: AuthDeps, body: JsonRecord): Promise<Reply> {
  const email = stringOf(body.email)?.trim().toLowerCase() ?? '';
  deps.limiter.hit(`sign-in-sign-up:${ctx.ip}`, LIMITS.signInSignUp);
  if (email === '') throw badRequest('validation_failed', 'missing email or phone');
  const password = stringOf(body.password) ?? '';
  const user = await deps.users.byEmail(email);
  if (!user || !(await checkPassword(password, user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return json(200, await signIn(deps, user, 'password'));
}

async function refreshGrant(ctx: RequestContext, deps: AuthDeps, body: JsonRecord): Promise<Reply> {
  deps.limiter.hit(`token-refresh:${ctx.ip}`, LIMITS.tokenRefresh);
  const token = stringOf(body.refresh_token);
  if (!token) throw badRequest('validation_failed', 'refresh_token required');
  const grant = await deps.sessions.rotate(token);
  const user = await deps.users.byId(grant.session.user_id);
  if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return json(200, await sessionResponse(deps, user, grant));
}

async function pkceGrant(ctx: RequestContext, deps: AuthDeps, body: JsonRecord): Promise<Reply> {
  deps.limiter.hit(`token-refresh:${ctx.ip}`, LIMITS.tokenRefresh);
  const { userId, method } = await deps.flows.exchange(body.auth_code, body.code_verifier);
  const user = await deps.users.byId(userId);
  if (!user) throw new ApiError(404, 'user_not_found', 'User not found');
  const provider = stringOf(user.raw_app_meta_data.provider) ?? 'email';
  return json(200, await signIn(deps, user, method, provider));
}

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const body = await ctx.json();
  switch (ctx.query('grant_type')) {
    case 'password':
      return passwordGrant(ctx, deps, body);
    case 'refresh_token':
      return refreshGrant(ctx, deps, body);
    case 'pkce':
      return pkceGrant(ctx, deps, body);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}
