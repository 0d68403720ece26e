import { notify } from '../components/ui/toast';

const TOAST_MS = 5000;

// One toast per message: its 'saved' toast turns into 'sent' (or 'failed') when that happens.
const toastId = (submissionId: string) => `contact-${submissionId}`;

export function toastSent(submissionId: string): void {
  void notify('success', 'Your message has been successfully sent!', {
    id: toastId(submissionId),
    description: "We'll get back to you within 24 hours.",
    duration: TOAST_MS,
  });
}

export function toastFailed(submissionId: string): void {
  void notify('error', 'Failed to send message', {
    id: toastId(submissionId),
    description: 'Please try again later or contact us directly.',
    duration: TOAST_MS,
  });
}

export function toastQueued(submissionId: string): void {
  void notify('info', 'Message saved: it will be sent automatically', {
    id: toastId(submissionId),
    description: 'The connection or our service is down right now. We will send it as soon as it is back.',
    duration: TOAST_MS,
  });
}

export function toastUndelivered(submissionId: string): void {
  void notify('error', 'Your message could not be delivered', {
    id: toastId(submissionId),
    description: 'It is kept on this page: you can copy it or send it again.',
    duration: TOAST_MS,
  });
}
