import type { AuthDeps } from './auth-deps.ts';
import { deliverLinkMail, newEmailToken } from './email-links.ts';
import { assertEmailSendAllowed } from './rate-limiter.ts';
import type { UserRow } from './user-store.ts';

/** 429 when the last confirmation mail to this user went out less than 60 s ago. */
export function assertCanSendConfirmation(deps: AuthDeps, user: UserRow): void {
  assertEmailSendAllowed(deps, user.confirmation_sent_at);
}

/** Issues a new confirmation token and drops the "Confirm Your Signup" mail in the mailbox. */
export async function sendConfirmation(deps: AuthDeps, user: UserRow, redirectTo: string): Promise<UserRow> {
  const token = newEmailToken(user.email);
  const updated = await deps.users.update(user.id, {
    confirmation_token: token.hash,
    confirmation_otp: token.otp,
    confirmation_sent_at: new Date(deps.config.now()),
    confirmation_redirect: redirectTo,
  });
  await deliverLinkMail(deps, user.email, 'signup', token, redirectTo);
  return updated;
}
