import { isContactWorkerMessage } from '../../sw/protocol';
import { toastFailed, toastSent } from './contact-toasts';
import { updateOutboxStatus } from './outbox-status';

/** Reacts to the service worker's news about queued contact messages. */
export function handleWorkerMessage(event: MessageEvent): void {
  const message: unknown = event.data;
  if (!isContactWorkerMessage(message)) return;
  switch (message.type) {
    case 'CONTACT_DELIVERED':
      toastSent(message.submissionId);
      break;
    case 'CONTACT_FAILED':
      toastFailed(message.submissionId);
      break;
    case 'CONTACT_WAITING':
      updateOutboxStatus({
        workerDueAt: message.nextRetryInMs === null ? null : Date.now() + message.nextRetryInMs,
      });
      break;
    case 'CONTACT_QUEUED':
      break;
  }
  updateOutboxStatus({ worker: message.waiting });
}
