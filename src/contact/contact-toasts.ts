import { notify } from '../components/ui/toast';
import { messages } from './outbox-messages';

const TOAST_MS = 5000;

// One toast per message: its 'saved' toast turns into 'sent' (or 'failed') when that happens.
const toastId = (submissionId: string) => `contact-${submissionId}`;

export function toastSent(submissionId: string): void {
  void notify('success', messages.toasts.sent.title, {
    id: toastId(submissionId),
    description: messages.toasts.sent.description,
    duration: TOAST_MS,
  });
}

export function toastFailed(submissionId: string): void {
  void notify('error', messages.toasts.failed.title, {
    id: toastId(submissionId),
    description: messages.toasts.failed.description,
    duration: TOAST_MS,
  });
}

export function toastQueued(submissionId: string): void {
  void notify('info', messages.toasts.queued.title, {
    id: toastId(submissionId),
    description: messages.toasts.queued.description,
    duration: TOAST_MS,
  });
}

export function toastUndelivered(submissionId: string): void {
  void notify('error', messages.toasts.undelivered.title, {
    id: toastId(submissionId),
    description: messages.toasts.undelivered.description,
    duration: TOAST_MS,
  });
}
