import { ApiError, badRequest } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { json, redirect, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { inTransaction } from '../auth-transaction.ts';
import { CONFIRMATION_TTL_MS } from '../confirmation-mail.ts';
import { confirmEmail } from '../email-users.ts';
import { LIMITS } from '../rate-limiter.ts';
import { stringOf } from '../records.ts';
import { redirectTarget } from '../redirect-target.ts';
import { withParams } from '../redirects.ts';
import { sessionParams, signIn } from '../session-response.ts';
import type { UserRow } from '../user-store.ts';

const VERIFY_TYPES = new Set(['signup', 'email']);

function isLive(deps: AuthDeps, user: UserRow | undefined): user is UserRow {
  if (!user?.confirmation_sent_at) return false;
  return deps.config.now() <= user.confirmation_sent_at.getTime() + CONFIRMATION_TTL_MS;
}

async function byTokenHash(deps: AuthDeps, hash: string | undefined): Promise<UserRow | undefined> {
  const user = hash ? await deps.users.byConfirmationToken(hash) : undefined;
  return isLive(deps, user) ? user : undefined;
}

async function byOtp(deps: AuthDeps, email: string | undefined, otp: string | undefined): Promise<UserRow | undefined> {
  const user = await deps.users.byEmail(email?.trim().toLowerCase() ?? '');
  return user && user.confirmation_otp === otp && isLive(deps, user) ? user : undefined;
}

/** GET /verify?token=…&type=signup&redirect_to=…: the link in the confirmation mail (303). */
export async function verifyLink(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  deps.limiter.hit(`verify:${ctx.ip}`, LIMITS.verify);
  const target = redirectTarget(ctx, deps);
  const type = ctx.query('type') ?? '';
  // The token is looked up, spent and turned into a code or a session in one transaction: a link
  // opened twice at once confirms once.
  return inTransaction(deps, async (tx) => {
    const user = VERIFY_TYPES.has(type) ? await byTokenHash(tx, ctx.query('token')) : undefined;
    if (!user) {
      const error = {
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      };
      return redirect(withParams(target, error, 'hash'), 303);
    }
    const confirmed = await confirmEmail(tx, user);
    const authCode = await tx.flows.latestForUser(user.id);
    if (authCode) {
      await tx.flows.issue(authCode, user.id);
      return redirect(withParams(target, { code: authCode }, 'query'), 303);
    }
    const session = await signIn(tx, confirmed, 'otp');
    return redirect(withParams(target, sessionParams(session, { type: 'signup' }), 'hash'), 303);
  });
}

/** POST /verify {email, token, type} or {token_hash, type}: 200 session. */
export async function verifyOtp(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const body = await ctx.json();
  deps.limiter.hit(`verify:${ctx.ip}`, LIMITS.verify);
  if (!VERIFY_TYPES.has(stringOf(body.type) ?? '')) {
    throw badRequest('validation_failed', 'Verify requires a verification type');
  }
  const tokenHash = stringOf(body.token_hash);
  const otp = stringOf(body.token);
  if (!tokenHash && !otp) throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  return inTransaction(deps, async (tx) => {
    const user = tokenHash ? await byTokenHash(tx, tokenHash) : await byOtp(tx, stringOf(body.email), otp);
    if (!user) throw new ApiError(403, 'otp_expired', 'Token has expired or is invalid');
    return json(200, await signIn(tx, await confirmEmail(tx, user), 'otp'));
  });
}
