import type { ContactPayload } from '../shared/contact-message';
import { keepUndelivered, undelivered } from '../shared/undelivered-messages';
import { trimContactFields, validateContact } from './contact-fields';
import { refreshUndelivered } from './contact-news';
import { toastQueued, toastSent, toastUndelivered } from './contact-toasts';
import { claimHeld } from './held-messages';
import { sendContact } from './send-or-queue';

/** A held message that cannot go: kept for the visitor to read, copy or send again. */
async function setAside(id: string, payload: ContactPayload, detail: string, status?: number): Promise<void> {
  await keepUndelivered(undelivered(id, payload, 'refused', detail, status));
  toastUndelivered(id);
  await refreshUndelivered();
}

async function deliverOne(id: string, payload: ContactPayload): Promise<void> {
  const fields = trimContactFields(payload);
  const problems = Object.values(validateContact(fields));
  if (problems.length > 0) return setAside(id, { ...fields, _gotcha: payload._gotcha }, problems.join(' '));
  const outcome = await sendContact({ ...fields, _gotcha: payload._gotcha }, id);
  if (outcome.kind === 'sent') toastSent(id);
  else if (outcome.kind === 'queued') toastQueued(id);
  else await setAside(id, payload, [...Object.values(outcome.fieldErrors), ...outcome.formErrors].join(' '), outcome.status);
}

/**
 * Sends messages held before the app was ready that no form on this page has taken (the visitor
 * left the page, or its form could not load): each once, whoever claims it first.
 */
export async function deliverHeld(ids: string[]): Promise<void> {
  for (const id of ids) await claimHeld(id, (payload) => deliverOne(id, payload));
}
