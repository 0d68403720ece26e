import { notify } from '../components/ui/toast';
import { messages } from './outbox-messages';

const TOAST_MS = 5000;

/** What became of a message, and the toast's kind for it. */
const kinds = { sent: 'success', queued: 'info', failed: 'error', undelivered: 'error' } as const;

/**
 * Tells the visitor what became of a message. One toast per message: its 'saved' toast turns into
 * 'sent' (or 'failed', 'not delivered') when that happens.
 */
function toastContact(news: keyof typeof kinds, submissionId: string): void {
  const { title, description } = messages.toasts[news];
  void notify(kinds[news], title, { id: `contact-${submissionId}`, description, duration: TOAST_MS });
}

export const toastSent = (submissionId: string) => toastContact('sent', submissionId);
export const toastFailed = (submissionId: string) => toastContact('failed', submissionId);
export const toastQueued = (submissionId: string) => toastContact('queued', submissionId);
export const toastUndelivered = (submissionId: string) => toastContact('undelivered', submissionId);
