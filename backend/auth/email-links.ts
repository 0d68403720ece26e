import { createHash, randomInt } from 'node:crypto';
import { escapeHtml } from '../ui/escape-html.ts';
import type { AuthDeps } from './auth-deps.ts';

/** The kinds of e-mail link `GET /verify` accepts, as its `type` parameter spells them. */
export type EmailLinkType = 'signup' | 'recovery';

/** GoTrue's default templates. */
const TEMPLATES: Record<EmailLinkType, { subject: string; heading: string; lead: string; linkText: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    linkText: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    lead: 'Follow this link to reset the password for your user:',
    linkText: 'Reset Password',
  },
};

/** GoTrue's default mailer OTP expiry: a confirmation or recovery link (and its PKCE flow state) lives 24 hours. */
export const EMAIL_LINK_TTL_MS = 24 * 3600 * 1000;

export interface EmailToken {
  /** The six-digit code the mail shows. */
  otp: string;
  /** GoTrue's token hash (hex SHA-224 of e-mail + code): the link's `token`, what the user row keeps. */
  hash: string;
}

export function newEmailToken(email: string): EmailToken {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, hash: createHash('sha224').update(email + otp).digest('hex') };
}

/** Drops the mail with the `/verify` link and the code in the mailbox. */
export async function deliverLinkMail(
  deps: AuthDeps,
  to: string,
  type: EmailLinkType,
  token: EmailToken,
  redirectTo: string,
): Promise<void> {
  const template = TEMPLATES[type];
  const query = new URLSearchParams({ token: token.hash, type, redirect_to: redirectTo });
  const link = `${deps.config.url}/auth/v1/verify?${query}`;
  await deps.mailbox.deliver({
    to,
    subject: template.subject,
    text: `${template.heading}\n\n${template.lead}\n${link}\n\nAlternatively, enter the code: ${token.otp}\n`,
    html:
      `<h2>${template.heading}</h2>\n<p>${template.lead}</p>\n` +
      `<p><a href="${escapeHtml(link)}">${template.linkText}</a></p>\n<p>Alternatively, enter the code: ${token.otp}</p>`,
    link,
  });
}
