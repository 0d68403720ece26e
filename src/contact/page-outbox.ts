import { del, entries, set } from 'idb-keyval';
import { toastFailed, toastSent } from './contact-toasts';
import { afterFailure, decide, isDue, isExpired, type ReplayReason, type RetryState } from './delivery-policy';
import { updateOutboxStatus } from './outbox-status';
import { postContact, type ContactPayload } from './post-contact';

/**
 * The page's own outbox, for when no service worker controls the page yet (the very first visit):
 * the same guarantees as the worker's queue, kept with idb-keyval, one key per message.
 */
export interface OutboxEntry {
  submissionId: string;
  payload: ContactPayload;
  queuedAt: number;
  retry?: RetryState;
}

const PREFIX = 'contact-outbox:';

export async function outboxEntries(): Promise<OutboxEntry[]> {
  const all = await entries<IDBValidKey, OutboxEntry>();
  return all
    .filter(([key]) => typeof key === 'string' && key.startsWith(PREFIX))
    .map(([, entry]) => entry)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function addToOutbox(entry: OutboxEntry): Promise<void> {
  await set(PREFIX + entry.submissionId, entry);
  await refreshOutboxStatus();
}

export async function refreshOutboxStatus(): Promise<number> {
  const waiting = await outboxEntries();
  const dueTimes = waiting.map((entry) => entry.retry?.nextAt ?? Date.now());
  updateOutboxStatus({ page: waiting.length, pageDueAt: dueTimes.length ? Math.min(...dueTimes) : null });
  return waiting.length;
}

async function replayEntry(entry: OutboxEntry, reason: ReplayReason): Promise<'sent' | 'kept' | 'offline'> {
  const key = PREFIX + entry.submissionId;
  if (isExpired(entry.queuedAt, Date.now())) {
    await del(key);
    return 'sent';
  }
  if (!isDue(entry.retry, Date.now(), reason)) return 'kept';
  const result = await postContact(entry.payload, entry.submissionId);
  if (result.queuedByWorker) {
    // A service worker took over this page meanwhile: its queue owns the message now.
    await del(key);
    return 'sent';
  }
  const decision = decide(result.answer);
  if (decision === 'retry') {
    await set(key, { ...entry, retry: afterFailure(entry.retry, result.answer, Date.now()) });
    return result.answer.kind === 'status' ? 'kept' : 'offline';
  }
  await del(key);
  if (decision === 'deliver') toastSent(entry.submissionId);
  else toastFailed(entry.submissionId);
  return 'sent';
}

async function replayAll(reason: ReplayReason): Promise<void> {
  for (const entry of await outboxEntries()) {
    const outcome = await replayEntry(entry, reason);
    await refreshOutboxStatus();
    if (outcome === 'offline') break;
  }
}

/** Tries the due messages, oldest first; one tab at a time, so two tabs never send one twice at once. */
export async function replayOutbox(reason: ReplayReason): Promise<void> {
  if (navigator.locks) await navigator.locks.request('contact-outbox', () => replayAll(reason));
  else await replayAll(reason);
  await refreshOutboxStatus();
}
