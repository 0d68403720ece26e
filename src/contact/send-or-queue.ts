import type { ContactPayload } from '../shared/contact-message';
import { decide } from '../shared/delivery-policy';
import { serviceFieldErrors, type FieldErrors } from './contact-fields';
import { queueOnPage } from './page-queue';
import { postContact } from './post-to-form-service';

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'queued'; by: 'worker' | 'page' }
  | { kind: 'rejected'; status: number; fieldErrors: FieldErrors; formErrors: string[] };

/**
 * Sends a message once, while the visitor waits. If it cannot get through now, it is kept in the
 * contact queue (by the service worker, or by the page when no worker controls it) and sent later
 * with the same id: the caller makes sure the outbox's runtime runs (it replays the page's queue).
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
  await queueOnPage(payload, submissionId, result.answer);
  return { kind: 'queued', by: 'page' };
}
