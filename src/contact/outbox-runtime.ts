import { hasContactStore } from '../shared/contact-names';
import type { ReplayReason } from '../shared/delivery-policy';
import { getOutboxStatus, subscribeOutboxStatus } from './outbox-status';

const MIN_WAIT_MS = 1_000;
const MAX_WAIT_MS = 30_000;

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Tries the waiting messages from this page (the code that sends loads only now). */
function replay(reason: ReplayReason): void {
  import('./outbox')
    .then(({ replayOnPage }) => replayOnPage(reason))
    .catch(() => undefined);
}

/** The next replay, when the earliest waiting message is due. */
function schedule(): void {
  clearTimeout(timer);
  const { waiting, dueAt } = getOutboxStatus();
  if (waiting === 0) return;
  const wait = dueAt === null ? MAX_WAIT_MS : dueAt - Date.now();
  timer = setTimeout(() => replay('periodic'), Math.min(Math.max(wait, MIN_WAIT_MS), MAX_WAIT_MS));
}

/**
 * Keeps contact messages moving while a page is open: on load (a message kept before the app was
 * ready, or on an earlier visit), when the browser comes back online, and when the next waiting one
 * is due (browsers without Background Sync rely on this). Messages set aside show up on load.
 */
export function startOutboxRuntime(): void {
  if (started) return;
  started = true;
  subscribeOutboxStatus(schedule);
  window.addEventListener('online', () => replay('online'));
  void hasContactStore().then((kept) => kept && replay('load'));
}
