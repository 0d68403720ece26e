/** Messages and addresses shared by the page and the service worker (no DOM or worker globals here). */

/** Page → worker: take over now (what workbox-window's `messageSkipWaiting()` sends). */
export type SkipWaitingMessage = { type: 'SKIP_WAITING' };

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/**
 * Where the contact form posts before its script is ready while the site's worker controls the
 * page (the early-submit script (src/before-hydration/early-submit.ts) points the form here): the worker keeps and sends the
 * message, then answers with one of the site's own pages.
 */
export const CONTACT_PLAIN_POST_PATH = '/contact/send';

/** The site's pages a plain post of the contact form ends on (prerendered, precached). */
export const contactPages = {
  sent: '/contact/sent',
  saved: '/contact/saved',
  notSent: '/contact/not-sent',
} as const;
