import type { ContactPageMessage } from '../../sw/protocol';
import type { ReplayReason } from './delivery-policy';
import { getOutboxStatus, subscribeOutboxStatus, waitingCount } from './outbox-status';
import { refreshOutboxStatus, replayOutbox } from './page-outbox';

const MIN_WAIT_MS = 1_000;
const MAX_WAIT_MS = 30_000;

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

async function tellWorker(message: ContactPageMessage): Promise<void> {
  // The active worker, even when it does not control this page (e.g. after a hard reload).
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  registration?.active?.postMessage(message);
}

async function replay(reason: Exclude<ReplayReason, 'submit' | 'sync'>): Promise<void> {
  await Promise.all([tellWorker({ type: 'CONTACT_REPLAY', reason }), replayOutbox(reason)]);
}

/** The next periodic replay, when the earliest waiting message is due (the worker's or the page's). */
function schedule(): void {
  clearTimeout(timer);
  const status = getOutboxStatus();
  if (waitingCount(status) === 0) return;
  const dueTimes = [status.workerDueAt, status.pageDueAt].filter((time): time is number => time !== null);
  const wait = dueTimes.length ? Math.min(...dueTimes) - Date.now() : MAX_WAIT_MS;
  timer = setTimeout(() => void replay('periodic'), Math.min(Math.max(wait, MIN_WAIT_MS), MAX_WAIT_MS));
}

/**
 * Keeps waiting contact messages moving while a page is open: replays on load, when the browser
 * comes back online and periodically (browsers without Background Sync rely on this).
 */
export function startOutboxRuntime(): void {
  if (started) return;
  started = true;
  subscribeOutboxStatus(schedule);
  window.addEventListener('online', () => void replay('online'));
  navigator.serviceWorker?.addEventListener('controllerchange', () => void tellWorker({ type: 'CONTACT_COUNT' }));
  void refreshOutboxStatus().then(() => replay('load'));
}
