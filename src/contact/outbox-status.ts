import { words } from './outbox-words';

/** The contact queue as the page sees it: how many messages wait, when the next is due, how many were not delivered. */
export interface OutboxStatus {
  waiting: number;
  /** When the earliest waiting message is due again (ms since epoch), if any. */
  dueAt: number | null;
  undelivered: number;
}

let status: OutboxStatus = { waiting: 0, dueAt: null, undelivered: 0 };
const listeners = new Set<() => void>();

export function getOutboxStatus(): OutboxStatus {
  return status;
}

export function updateOutboxStatus(change: Partial<OutboxStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export function subscribeOutboxStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function waitingLabel(count: number): string {
  return words.waiting(count);
}
