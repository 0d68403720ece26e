import { isContactWorkerMessage } from '../../sw/protocol';
import { toastFailed, toastSent } from './contact-toasts';
import { updateOutboxStatus } from './outbox-status';

/** Reacts to the service worker's news about queued contact messages. */
export function onWorkerMessage(event: MessageEvent): void {
  const message: unknown = event.data;
  if (!isContactWorkerMessage(message)) return;
  switch (message.type) {
    case 'CONTACT_DELIVERED':
      toastSent(message.submissionId);
      break;
    case 'CONTACT_FAILED':
      toastFailed(message.submissionId);
      break;
    case 'CONTACT_QUEUED':
    case 'CONTACT_WAITING':
      // The page's periodic replay request goes out when the worker's next message is due.
      updateOutboxStatus({
        workerDueAt: message.nextRetryInMs === null ? null : Date.now() + message.nextRetryInMs,
      });
      break;
  }
  updateOutboxStatus({ worker: message.waiting });
}
