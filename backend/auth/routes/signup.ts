import { ApiError } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { json, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { inTransaction } from '../auth-transaction.ts';
import { assertCanSendConfirmation, sendConfirmation } from '../confirmation-mail.ts';
import { requireEmail } from '../emails.ts';
import { confirmEmail, createEmailUser, obfuscatedUser } from '../email-users.ts';
import { readPkce } from '../flow-states.ts';
import { assertValidPassword, hashPassword } from '../passwords.ts';
import { LIMITS } from '../rate-limiter.ts';
import { isRecord, stringOf } from '../records.ts';
import { redirectTarget } from '../redirect-target.ts';
import { currentUserJson, signIn } from '../session-response.ts';

/**
 * POST /signup: a bare user when confirmations are on, a session with autoconfirm. Signing up
 * again with an address that is registered but not confirmed changes nothing about it (GoTrue:
 * "we can't be sure of their claimed identity"): it only sends the confirmation again, 60 s apart.
 */
export async function signup(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const body = await ctx.json();
  deps.limiter.hit(`sign-in-sign-up:${ctx.ip}`, LIMITS.signInSignUp);
  const { settings } = deps.config;
  if (settings.disableSignup) throw new ApiError(422, 'signup_disabled', 'Signups not allowed for this instance');
  assertValidPassword(body.password);
  const email = requireEmail(body.email);
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  const data = isRecord(body.data) ? body.data : {};
  const redirectTo = redirectTarget(ctx, deps, stringOf(body.redirect_to));
  // Hashed before the transaction (bcrypt is slow and PGlite runs one transaction at a time), and
  // for every sign-up, so the answer takes as long whether the address exists or not.
  const passwordHash = await hashPassword(body.password, deps.config.bcryptCost);

  // The user, its identity, the PKCE flow state, the token and the mail land together or not at all;
  // the address is looked up inside, so two sign-ups for one address cannot both create it.
  return inTransaction(deps, async (tx) => {
    const existing = await tx.users.byEmail(email);
    if (existing?.email_confirmed_at) {
      if (settings.autoconfirm) throw new ApiError(422, 'user_already_exists', 'User already registered');
      return json(200, obfuscatedUser(tx, email, data));
    }
    // Even with autoconfirm on, an unconfirmed account is never changed, confirmed or signed in
    // here: the request has not shown it owns the address.
    if (existing) assertCanSendConfirmation(tx, existing);
    let user = existing ?? (await createEmailUser(tx, email, passwordHash, data));

    if (settings.autoconfirm && !existing) {
      user = await confirmEmail(tx, user);
      return json(200, await signIn(tx, user, 'password'));
    }
    if (pkce) await tx.flows.create(user.id, 'email', pkce, 'otp');
    user = await sendConfirmation(tx, user, redirectTo);
    return json(200, await currentUserJson(tx, user));
  });
}
