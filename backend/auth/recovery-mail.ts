import type { AuthDeps } from './auth-deps.ts';
import { deliverLinkMail, newEmailToken } from './email-links.ts';
import type { UserRow } from './user-store.ts';

/** Issues a new recovery token (replacing any earlier one) and drops the "Reset Your Password" mail. */
export async function sendRecovery(deps: AuthDeps, user: UserRow, redirectTo: string): Promise<void> {
  const token = newEmailToken(user.email);
  await deps.users.update(user.id, {
    recovery_token: token.hash,
    recovery_otp: token.otp,
    recovery_sent_at: new Date(deps.config.now()),
  });
  await deliverLinkMail(deps, user.email, 'recovery', token, redirectTo);
}
