import { loadAuthClient } from './supabase-loader';
import { siteUrl } from './auth-service';
import { failureOutcome, type AuthOutcome } from './auth-outcome';
import { RESET_PASSWORD_PATH } from '../redirects/auth-paths';
import { keepingPendingVerifier } from './keep-pending-verifier';
import { words } from '../reset-words';

/** Said whether or not the address has an account: the answer must not tell. */
export const resetLinkSent = words.reset.linkSent;

/** Mails a recovery link that comes back to the 'choose a new password' form. */
export async function requestPasswordReset(email: string): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const address = email.trim();
  const { error } = await keepingPendingVerifier(() =>
    client.auth.resetPasswordForEmail(address, { redirectTo: siteUrl(RESET_PASSWORD_PATH) }),
  );
  return error ? failureOutcome(error, address) : { success: resetLinkSent(address), resendTo: address };
}

/** Sets the signed-in visitor's password (no reauthentication needed); other sessions end. */
export async function updatePassword(password: string): Promise<AuthOutcome> {
  const client = await loadAuthClient();
  const { error } = await client.auth.updateUser({ password });
  return error ? failureOutcome(error) : {};
}
