import { del, entries, set } from 'idb-keyval';
import type { ContactFields } from './contact-message';
import { contactRecords } from './contact-records';

/**
 * A message the queue could not deliver: the service refused it (a 4xx on replay) or it waited
 * past its time limit. It is kept, readable, until the visitor sends it again or dismisses it.
 */
export interface UndeliveredMessage {
  submissionId: string;
  fields: ContactFields;
  reason: 'refused' | 'expired';
  /** The HTTP status of the refusal. */
  status?: number;
  /** What the service said, if anything. */
  detail: string;
  /** When it was set aside (ms since epoch). */
  at: number;
}

const PREFIX = 'undelivered:';

/** The record of a message set aside now: its four fields as the visitor wrote them, and why. */
export function undelivered(
  submissionId: string,
  { name, email, company, message }: ContactFields,
  reason: UndeliveredMessage['reason'],
  detail = '',
  status?: number,
): UndeliveredMessage {
  return { submissionId, fields: { name, email, company, message }, reason, status, detail, at: Date.now() };
}

export async function keepUndelivered(message: UndeliveredMessage): Promise<void> {
  await set(PREFIX + message.submissionId, message, contactRecords);
}

/** Oldest first. */
export async function undeliveredMessages(): Promise<UndeliveredMessage[]> {
  const all = await entries<IDBValidKey, UndeliveredMessage>(contactRecords);
  return all
    .filter(([key]) => typeof key === 'string' && key.startsWith(PREFIX))
    .map(([, message]) => message)
    .sort((a, b) => a.at - b.at);
}

export async function forgetUndelivered(submissionId: string): Promise<void> {
  await del(PREFIX + submissionId, contactRecords);
}
