import { createHash, randomInt } from 'node:crypto';
import { ApiError } from '../http/api-error.ts';
import { escapeHtml } from '../ui/escape-html.ts';
import type { AuthDeps } from './auth-deps.ts';
import { inTransaction } from './auth-transaction.ts';
import type { UserRow } from './user-store.ts';

const MAX_FREQUENCY_SECONDS = 60;
/** A confirmation link (and the PKCE flow state waiting for it) lives 24 hours. */
export const CONFIRMATION_TTL_MS = 24 * 3600 * 1000;

/** GoTrue's token hash: hex SHA-224 of e-mail + OTP. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224').update(email + otp).digest('hex');

/** 429 when the last confirmation mail to this user went out less than 60 s ago. */
export function assertCanSendConfirmation(deps: AuthDeps, user: UserRow): void {
  if (!deps.config.settings.rateLimits || !user.confirmation_sent_at) return;
  const waitMs = user.confirmation_sent_at.getTime() + MAX_FREQUENCY_SECONDS * 1000 - deps.config.now();
  if (waitMs > 0) {
    throw new ApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
  }
}

/** Issues a new confirmation token and drops the "Confirm Your Signup" mail in the mailbox, together. */
export function sendConfirmation(deps: AuthDeps, user: UserRow, redirectTo: string): Promise<UserRow> {
  return inTransaction(deps, (tx) => issueConfirmation(tx, user, redirectTo));
}

async function issueConfirmation(deps: AuthDeps, user: UserRow, redirectTo: string): Promise<UserRow> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(user.email, otp);
  const link = `${deps.config.url}/auth/v1/verify?${new URLSearchParams({ token: hash, type: 'signup', redirect_to: redirectTo })}`;
  const updated = await deps.users.update(user.id, {
    confirmation_token: hash,
    confirmation_otp: otp,
    confirmation_sent_at: new Date(deps.config.now()),
    confirmation_redirect: redirectTo,
  });
  await deps.mailbox.deliver({
    to: user.email,
    subject: 'Confirm Your Signup',
    text: `Confirm your signup\n\nFollow this link to confirm your user:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
    html:
      '<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your user:</p>\n' +
      `<p><a href="${escapeHtml(link)}">Confirm your mail</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`,
    link,
  });
  return updated;
}
