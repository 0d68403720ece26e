import { badRequest } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { json, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { assertCanSendConfirmation, sendConfirmation } from '../confirmation-mail.ts';
import { requireEmail } from '../emails.ts';
import { stringOf } from '../records.ts';
import { redirectTarget } from '../redirect-target.ts';

/** POST /resend {email, type:"signup"}: a new confirmation mail (60 s apart); unknown addresses get the same 200. */
export async function resend(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const body = await ctx.json();
  const type = stringOf(body.type);
  if (type !== 'signup') throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  const email = requireEmail(body.email);
  const user = await deps.users.byEmail(email);
  if (user && !user.email_confirmed_at) {
    assertCanSendConfirmation(deps, user);
    const fallback = user.confirmation_redirect ?? undefined;
    await sendConfirmation(deps, user, redirectTarget(ctx, deps, stringOf(body.redirect_to) ?? fallback));
  }
  return json(200, {});
}
