import type { AuthDeps } from './auth-deps.ts';
import { inTransaction } from './auth-transaction.ts';
import { deliverLinkMail, newEmailToken } from './email-links.ts';
import { assertEmailSendAllowed } from './rate-limiter.ts';
import type { UserRow } from './user-store.ts';

/** 429 when the last confirmation mail to this user went out less than 60 s ago. */
export function assertCanSendConfirmation(deps: AuthDeps, user: UserRow): void {
  assertEmailSendAllowed(deps.config, user.confirmation_sent_at);
}

/** Issues a new confirmation token and drops the "Confirm Your Signup" mail in the mailbox, together. */
export function sendConfirmation(deps: AuthDeps, user: UserRow, redirectTo: string): Promise<UserRow> {
  return inTransaction(deps, async (tx) => {
    const token = newEmailToken(user.email);
    const updated = await tx.users.update(user.id, {
      confirmation_token: token.hash,
      confirmation_otp: token.otp,
      confirmation_sent_at: new Date(tx.config.now()),
      confirmation_redirect: redirectTo,
    });
    await deliverLinkMail(tx, user.email, 'signup', token, redirectTo);
    return updated;
  });
}
