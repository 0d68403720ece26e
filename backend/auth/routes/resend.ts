import { badRequest } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { json, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { assertCanSendConfirmation, sendConfirmation } from '../confirmation-mail.ts';
import { requireEmail } from '../emails.ts';
import { readPkce } from '../flow-states.ts';
import { stringOf } from '../records.ts';
import { redirectTarget } from '../redirect-target.ts';

/**
 * POST /resend {email, type:"signup", code_challenge?}: a new confirmation mail (60 s apart);
 * unknown and confirmed addresses get the same 200. A PKCE request gets a link that hands out a
 * code, never tokens: GoTrue's resend still ignores the challenge ("PKCE not implemented yet").
 */
export async function resend(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const body = await ctx.json();
  const type = stringOf(body.type);
  if (type !== 'signup') throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  const email = requireEmail(body.email);
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  const user = await deps.users.byEmail(email);
  if (user && !user.email_confirmed_at) {
    assertCanSendConfirmation(deps, user);
    if (pkce) await deps.flows.create(user.id, 'email', pkce, 'otp');
    const fallback = user.confirmation_redirect ?? undefined;
    await sendConfirmation(deps, user, redirectTarget(ctx, deps, stringOf(body.redirect_to) ?? fallback));
  }
  return json(200, {});
}
