/** Messages exchanged between the page and the service worker (no DOM or worker globals here). */
export type PageToWorkerMessage = { type: 'SKIP_WAITING' };

export function isSkipWaitingMessage(data: unknown): data is PageToWorkerMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/** The contact outbox's queue in IndexedDB (workbox-background-sync), also its sync tag's suffix. */
export const CONTACT_QUEUE_NAME = 'contact-outbox';

/** Page → worker: try the queued contact messages now, or just report how many wait. */
export type ContactPageMessage =
  | { type: 'CONTACT_REPLAY'; reason: 'load' | 'online' | 'periodic' }
  | { type: 'CONTACT_COUNT' };

/** Worker → pages: what happened to a queued contact message, and how many still wait. */
export type ContactWorkerMessage =
  | { type: 'CONTACT_QUEUED'; submissionId: string; waiting: number; nextRetryInMs: number | null }
  | { type: 'CONTACT_DELIVERED'; submissionId: string; waiting: number }
  | { type: 'CONTACT_FAILED'; submissionId: string; status: number; waiting: number }
  | { type: 'CONTACT_WAITING'; waiting: number; nextRetryInMs: number | null };

/** The worker's 202 answer to a contact post it queued (the page reads it as "saved, will be sent"). */
export interface ContactQueuedBody {
  queued: true;
  submission_id: string;
}

const contactWorkerTypes = new Set(['CONTACT_QUEUED', 'CONTACT_DELIVERED', 'CONTACT_FAILED', 'CONTACT_WAITING']);

export function isContactWorkerMessage(data: unknown): data is ContactWorkerMessage {
  return typeof data === 'object' && data !== null && contactWorkerTypes.has((data as { type?: unknown }).type as string);
}

export function isContactPageMessage(data: unknown): data is ContactPageMessage {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return type === 'CONTACT_REPLAY' || type === 'CONTACT_COUNT';
}
