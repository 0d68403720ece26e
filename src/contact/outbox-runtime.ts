import { QUEUE_DATABASE, RECORDS_DATABASE } from '../shared/contact-databases';
import type { ReplayReason } from '../shared/delivery-policy';
import type { ContactPageMessage } from '../shared/worker-protocol';
import { heldMessageIds } from './held-messages';
import { getOutboxStatus, subscribeOutboxStatus } from './outbox-status';

const MIN_WAIT_MS = 1_000;
const MAX_WAIT_MS = 30_000;

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

async function activeWorker(): Promise<ServiceWorker | null> {
  // The active worker, even when it does not control this page (e.g. after a hard reload).
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  return registration?.active ?? null;
}

/** Whether the contact queue has ever been used here (this check loads none of its code). */
async function queueExists(): Promise<boolean> {
  if (!indexedDB.databases) return true;
  const names = (await indexedDB.databases().catch(() => [])).map((database) => database.name);
  return names.includes(QUEUE_DATABASE) || names.includes(RECORDS_DATABASE);
}

/** The one replay of the queue: the worker's where one is active, the page's where none is. */
async function replay(reason: Exclude<ReplayReason, 'submit' | 'sync'>): Promise<void> {
  const worker = await activeWorker();
  if (worker) worker.postMessage({ type: 'CONTACT_REPLAY', reason } satisfies ContactPageMessage);
  else if (await queueExists()) await (await import('./page-queue')).replayOnPage(reason);
}

/** Sends the messages held before the app was ready, here or on an earlier visit. */
async function sendHeld(): Promise<void> {
  const ids = heldMessageIds();
  if (ids.length > 0) await (await import('./deliver-held')).deliverHeld(ids);
}

async function showUndelivered(): Promise<void> {
  if (await queueExists()) await (await import('./contact-news')).refreshUndelivered();
}

/** The next periodic replay, when the earliest waiting message is due. */
function schedule(): void {
  clearTimeout(timer);
  const { waiting, dueAt } = getOutboxStatus();
  if (waiting === 0) return;
  const wait = dueAt === null ? MAX_WAIT_MS : dueAt - Date.now();
  timer = setTimeout(() => void replay('periodic').catch(() => undefined), Math.min(Math.max(wait, MIN_WAIT_MS), MAX_WAIT_MS));
}

/**
 * Keeps contact messages moving while a page is open: sends messages held before the app was
 * ready, replays the queue on load, when the browser comes back online and periodically (browsers
 * without Background Sync rely on this), and brings back messages that could not be delivered.
 */
export function startOutboxRuntime(): void {
  if (started) return;
  started = true;
  subscribeOutboxStatus(schedule);
  window.addEventListener('online', () => {
    void sendHeld().catch(() => undefined);
    void replay('online').catch(() => undefined);
  });
  navigator.serviceWorker?.addEventListener('controllerchange', () => {
    navigator.serviceWorker.controller?.postMessage({ type: 'CONTACT_COUNT' } satisfies ContactPageMessage);
  });
  void sendHeld().catch(() => undefined);
  void showUndelivered().catch(() => undefined);
  void replay('load').catch(() => undefined);
}
