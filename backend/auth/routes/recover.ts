import { badRequest } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { json, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { inTransaction } from '../auth-transaction.ts';
import { requireEmail } from '../emails.ts';
import { readPkce } from '../flow-states.ts';
import { sendRecovery } from '../recovery-mail.ts';
import { stringOf } from '../records.ts';
import { redirectTarget } from '../redirect-target.ts';

/**
 * POST /recover {email, code_challenge?, code_challenge_method?}: the "Reset Your Password" mail.
 * The answer never tells whether the address is registered: 200 `{}` either way, and the 60 s
 * limit per address applies to unknown addresses too (GoTrue only limits registered ones).
 */
export async function recover(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const body = await ctx.json();
  const given = stringOf(body.email)?.trim() ?? '';
  if (given === '') throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = requireEmail(given);
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  deps.limiter.emailCooldown(`recover:${email}`);
  const user = await deps.users.byEmail(email);
  if (user) {
    const redirectTo = redirectTarget(ctx, deps, stringOf(body.redirect_to));
    // The flow state and the mail that leads to it land together or not at all.
    await inTransaction(deps, async (tx) => {
      if (pkce) await tx.flows.create(user.id, 'recovery', pkce, 'recovery');
      await sendRecovery(tx, user, redirectTo);
    });
  }
  return json(200, {});
}
