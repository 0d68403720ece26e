/** Messages and addresses shared by the page and the service worker (no DOM or worker globals here). */

/** Page → worker: take over now (what workbox-window's `messageSkipWaiting()` sends). */
export type SkipWaitingMessage = { type: 'SKIP_WAITING' };

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/**
 * Where the contact form posts without its script while the site's worker controls the page
 * (index.html's early-submit script points the form here): the worker sends or queues the
 * message, then answers with one of the site's own pages.
 */
export const CONTACT_PLAIN_POST_PATH = '/contact/send';

/** The site's pages a plain post of the contact form ends on (prerendered, precached). */
export const contactPages = {
  sent: '/contact/sent',
  saved: '/contact/saved',
  notSent: '/contact/not-sent',
} as const;

/** Page → worker: try the queued contact messages now, or just report how many wait. */
export type ContactPageMessage =
  | { type: 'CONTACT_REPLAY'; reason: 'load' | 'online' | 'periodic' }
  | { type: 'CONTACT_COUNT' };

/**
 * What happened to queued contact messages, and how many still wait: sent by the worker to its
 * pages, and by the page's own replay to itself when no worker is there.
 */
export type ContactNews =
  | { type: 'CONTACT_QUEUED'; submissionId: string; waiting: number; nextRetryInMs: number | null }
  | { type: 'CONTACT_DELIVERED'; submissionId: string; waiting: number }
  | { type: 'CONTACT_UNDELIVERED'; submissionId: string; reason: 'refused' | 'expired'; waiting: number }
  | { type: 'CONTACT_WAITING'; waiting: number; nextRetryInMs: number | null };

/** The worker's 202 answer to a contact post it queued (the page reads it as "saved, will be sent"). */
export interface ContactQueuedBody {
  queued: true;
  submission_id: string;
}

const newsTypes = new Set(['CONTACT_QUEUED', 'CONTACT_DELIVERED', 'CONTACT_UNDELIVERED', 'CONTACT_WAITING']);

export function isContactNews(data: unknown): data is ContactNews {
  return typeof data === 'object' && data !== null && newsTypes.has((data as { type?: unknown }).type as string);
}

export function isContactPageMessage(data: unknown): data is ContactPageMessage {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return type === 'CONTACT_REPLAY' || type === 'CONTACT_COUNT';
}
