import { isContactNews, type ContactNews } from '../shared/worker-protocol';
import { toastSent, toastUndelivered } from './contact-toasts';
import { updateOutboxStatus } from './outbox-status';

/** Counts the messages set aside as undelivered (the page shows them until dismissed). */
export async function refreshUndelivered(): Promise<void> {
  const undelivered = await import('../shared/undelivered-messages')
    .then(({ undeliveredMessages }) => undeliveredMessages())
    .then((messages) => messages.length, () => undefined);
  if (undelivered !== undefined) updateOutboxStatus({ undelivered });
}

/** Reacts to news about queued contact messages, from the service worker or the page's own replay. */
export function onContactNews(news: ContactNews): void {
  switch (news.type) {
    case 'CONTACT_DELIVERED':
      toastSent(news.submissionId);
      break;
    case 'CONTACT_UNDELIVERED':
      toastUndelivered(news.submissionId);
      void refreshUndelivered();
      break;
    case 'CONTACT_QUEUED':
    case 'CONTACT_WAITING':
      // The page's periodic replay request goes out when the next message is due.
      updateOutboxStatus({ dueAt: news.nextRetryInMs === null ? null : Date.now() + news.nextRetryInMs });
      break;
  }
  updateOutboxStatus({ waiting: news.waiting });
}

export function onWorkerMessage(event: MessageEvent): void {
  if (isContactNews(event.data)) onContactNews(event.data);
}
