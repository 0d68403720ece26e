import { serviceFieldErrors, type FieldErrors } from './contact-fields';
import { afterFailure, decide } from './delivery-policy';
import { startOutboxRuntime } from './outbox-runtime';
import { addToOutbox } from './page-outbox';
import { postContact, type ContactPayload } from './post-contact';

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'queued'; by: 'worker' | 'page' }
  | { kind: 'rejected'; status: number; fieldErrors: FieldErrors; formErrors: string[] };

/**
 * Sends a message once, while the visitor waits. If it cannot get through now, it is kept (by the
 * service worker, or by the page when no worker controls it) and sent later with the same id.
 */
export async function sendContact(payload: ContactPayload, submissionId: string): Promise<SendOutcome> {
  const result = await postContact(payload, submissionId);
  if (result.queuedByWorker) return { kind: 'queued', by: 'worker' };
  const decision = decide(result.answer);
  if (decision === 'deliver') return { kind: 'sent' };
  if (decision === 'drop') {
    const errors = serviceFieldErrors(result.body);
    const status = result.answer.kind === 'status' ? result.answer.status : 0;
    return { kind: 'rejected', status, fieldErrors: errors.fields, formErrors: errors.form };
  }
  const now = Date.now();
  await addToOutbox({ submissionId, payload, queuedAt: now, retry: afterFailure(undefined, result.answer, now) });
  startOutboxRuntime();
  return { kind: 'queued', by: 'page' };
}
