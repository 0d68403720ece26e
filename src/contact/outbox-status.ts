/** How many contact messages wait to be sent: in the service worker's queue and in the page's own outbox. */
export interface OutboxStatus {
  worker: number;
  page: number;
  /** When the earliest waiting message is due again (ms since epoch), per outbox. */
  workerDueAt: number | null;
  pageDueAt: number | null;
}

let status: OutboxStatus = { worker: 0, page: 0, workerDueAt: null, pageDueAt: null };
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

export function waitingCount(current: OutboxStatus = status): number {
  return current.worker + current.page;
}

export function waitingLabel(count: number): string {
  return `${count} message${count === 1 ? '' : 's'} waiting to send`;
}
