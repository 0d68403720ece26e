import { notify } from '../components/ui/toast';
import { words } from './outbox-words';

const TOAST_MS = 5000;

/** What became of a message, and the toast's kind for it. */
const kinds = { sent: 'success', queued: 'info', failed: 'error', undelivered: 'error' } as const;

/** The toast each message shows, by submission id. */
const shown = new Map<string, string>();

/**
 * Tells the visitor what became of a message, one toast at a time per message: its 'saved' toast
 * gives way to 'sent' (or 'failed', 'not delivered') when that happens. The news is a toast of its
 * own, not an update of the last one under the same id: sonner drops an update that reaches a toast
 * whose time has just run out (in its exit) together with that toast, so a message delivered as its
 * 'saved' toast closes would go unreported. The same news again updates its own toast.
 */
function toastContact(news: keyof typeof kinds, submissionId: string): void {
  const { title, description } = words.toasts[news];
  const id = `contact-${submissionId}-${news}`;
  const previous = shown.get(submissionId);
  shown.set(submissionId, id);
  void notify(kinds[news], title, { id, description, duration: TOAST_MS, replaces: previous === id ? undefined : previous });
}

export const toastSent = (submissionId: string) => toastContact('sent', submissionId);
export const toastFailed = (submissionId: string) => toastContact('failed', submissionId);
export const toastQueued = (submissionId: string) => toastContact('queued', submissionId);
export const toastUndelivered = (submissionId: string) => toastContact('undelivered', submissionId);
