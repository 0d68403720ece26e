import { ApiError, badRequest } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { json, redirect, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { inTransaction } from '../auth-transaction.ts';
import { confirmEmail } from '../email-users.ts';
import { EMAIL_LINK_TTL_MS, type EmailLinkType } from '../email-links.ts';
import { LIMITS } from '../rate-limiter.ts';
import { stringOf } from '../records.ts';
import { redirectTarget } from '../redirect-target.ts';
import { withParams } from '../redirects.ts';
import { sessionParams, signIn } from '../session-response.ts';
import type { AuthMethod } from '../tokens.ts';
import type { UserRow } from '../user-store.ts';

/** The `type` values verify accepts ('email' is the newer name of a sign-up confirmation). */
const LINK_TYPES: Record<string, EmailLinkType> = { signup: 'signup', email: 'signup', recovery: 'recovery' };

/** Where each kind of link keeps its token on the user, and how it signs the user in. */
const KINDS = {
  signup: { sentAt: 'confirmation_sent_at', otp: 'confirmation_otp', flow: 'email', method: 'otp' },
  recovery: { sentAt: 'recovery_sent_at', otp: 'recovery_otp', flow: 'recovery', method: 'recovery' },
} as const satisfies Record<EmailLinkType, { sentAt: keyof UserRow; otp: keyof UserRow; flow: string; method: AuthMethod }>;

const linkType = (value: unknown): EmailLinkType | undefined =>
  typeof value === 'string' && Object.hasOwn(LINK_TYPES, value) ? LINK_TYPES[value] : undefined;

function isLive(deps: AuthDeps, user: UserRow | undefined, type: EmailLinkType): user is UserRow {
  const sentAt = user?.[KINDS[type].sentAt];
  return sentAt instanceof Date && deps.config.now() <= sentAt.getTime() + EMAIL_LINK_TTL_MS;
}

async function byTokenHash(deps: AuthDeps, type: EmailLinkType, hash: string | undefined): Promise<UserRow | undefined> {
  if (!hash) return undefined;
  const user = type === 'signup' ? await deps.users.byConfirmationToken(hash) : await deps.users.byRecoveryToken(hash);
  return isLive(deps, user, type) ? user : undefined;
}

async function byEmailCode(deps: AuthDeps, type: EmailLinkType, email: unknown, otp: string) {
  const user = await deps.users.byEmail(stringOf(email)?.trim().toLowerCase() ?? '');
  return user && user[KINDS[type].otp] === otp && isLive(deps, user, type) ? user : undefined;
}

/** Uses the token up: a confirmation confirms; a recovery is spent and confirms the address if needed (GoTrue's recoverVerify). */
async function consume(deps: AuthDeps, user: UserRow, type: EmailLinkType): Promise<UserRow> {
  if (type === 'signup') return confirmEmail(deps, user);
  const spent = await deps.users.update(user.id, { recovery_token: null, recovery_otp: null });
  return spent.email_confirmed_at ? spent : confirmEmail(deps, spent);
}

/** GET /verify?token=…&type=signup|recovery&redirect_to=…: the link in the mail (303). */
export async function verifyLink(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  deps.limiter.hit(`verify:${ctx.ip}`, LIMITS.verify);
  const target = redirectTarget(ctx, deps);
  const type = linkType(ctx.query('type'));
  // The token is looked up, spent and turned into a code or a session in one transaction: a link
  // opened twice at once is used once.
  return inTransaction(deps, async (tx) => {
    const user = type ? await byTokenHash(tx, type, ctx.query('token')) : undefined;
    if (!type || !user) {
      const error = {
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      };
      return redirect(withParams(target, error, 'hash'), 303);
    }
    const verified = await consume(tx, user, type);
    // A PKCE request (its flow state was made with the mail): only a one-time code goes in the URL.
    const authCode = await tx.flows.latestForUser(user.id, KINDS[type].flow);
    if (authCode) {
      await tx.flows.issue(authCode, user.id);
      return redirect(withParams(target, { code: authCode }, 'query'), 303);
    }
    const session = await signIn(tx, verified, KINDS[type].method);
    return redirect(withParams(target, sessionParams(session, { type }), 'hash'), 303);
  });
}

/** POST /verify {email, token, type} or {token_hash, type}: 200 session. */
export async function verifyOtp(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const body = await ctx.json();
  deps.limiter.hit(`verify:${ctx.ip}`, LIMITS.verify);
  const type = linkType(body.type);
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  const tokenHash = stringOf(body.token_hash);
  const otp = stringOf(body.token);
  if (!tokenHash && !otp) throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  return inTransaction(deps, async (tx) => {
    const user = tokenHash ? await byTokenHash(tx, type, tokenHash) : await byEmailCode(tx, type, body.email, otp ?? '');
    if (!user) throw new ApiError(403, 'otp_expired', 'Token has expired or is invalid');
    const verified = await consume(tx, user, type);
    return json(200, await signIn(tx, verified, KINDS[type].method));
  });
}
