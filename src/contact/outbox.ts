import type { ContactPayload } from '../shared/contact-message';
import { replay, sendNow, sendUnstored, waitingRecord, type Courier, type Delivery } from '../shared/contact-delivery';
import { CONTACT_SYNC_TAG } from '../shared/contact-names';
import { allRecords, deleteRecord, type ContactNews, type ContactRecord, type SetAsideRecord } from '../shared/contact-store';
import type { ReplayReason } from '../shared/delivery-policy';
import { toastSent, toastUndelivered } from './contact-toasts';
import { updateOutboxStatus } from './outbox-status';

/**
 * The page's hand on the contact messages (loaded when there is one to send or to show): it sends
 * them (src/shared/contact-delivery.ts, as the service worker does) and keeps the page's count of
 * those waiting and set aside.
 */

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

const courier: Courier = {
  url: import.meta.env.VITE_CONTACT_FORM_URL,
  // The site's worker replays on that sync (sw/contact-queue.ts), even once this page is closed.
  async askForSync() {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(CONTACT_SYNC_TAG);
  },
};

export async function refreshOutboxStatus(): Promise<void> {
  const records = await allRecords();
  const waiting = records.flatMap((record) => (record.state === 'waiting' ? [record.nextAt] : []));
  const undelivered = records.filter((record) => record.state === 'set-aside').length;
  updateOutboxStatus({ waiting: waiting.length, dueAt: waiting.length > 0 ? Math.min(...waiting) : null, undelivered });
}

export async function replayOnPage(reason: ReplayReason): Promise<void> {
  await replay(courier, reason);
  await refreshOutboxStatus();
}

/** What every page does when a message was delivered or set aside, by this page or another, or the worker. */
export function onContactNews(news: ContactNews): void {
  if (news.outcome === 'delivered') toastSent(news.id);
  if (news.outcome === 'set-aside') toastUndelivered(news.id);
  void refreshOutboxStatus().catch(() => undefined);
}

async function sent(delivery: Promise<Delivery | undefined>): Promise<Delivery | undefined> {
  const result = await delivery;
  await refreshOutboxStatus().catch(() => undefined);
  return result;
}

/**
 * The form's press of Send, under the id of its draft; `held`: a press made before the app was
 * ready, kept by the early script (src/before-hydration) and not tried since. Undefined when the message is no
 * longer this press's to send (it was sent already, or another form has it).
 */
export function sendFromForm(id: string, payload: ContactPayload, held: boolean): Promise<Delivery | undefined> {
  const seal = (stored: ContactRecord | undefined) => {
    if (held) return stored?.state === 'waiting' && stored.tries === 0 ? { ...stored, fields: payload } : undefined;
    return !stored || stored.state === 'draft' ? waitingRecord(id, payload) : undefined;
  };
  return sent(sendNow(courier, id, seal, 'draft').catch(() => sendUnstored(courier, waitingRecord(id, payload))));
}

/** The messages set aside (refused, or past their time), oldest first. */
export async function setAsideMessages(): Promise<SetAsideRecord[]> {
  const records = await allRecords();
  return records.filter((record) => record.state === 'set-aside').sort((a, b) => a.setAsideAt - b.setAsideAt);
}

/** Sends a set-aside message again, under its id; refused again, it stays aside. */
export function sendAgain(id: string): Promise<Delivery | undefined> {
  return sent(sendNow(courier, id, (stored) => (stored?.state === 'set-aside' ? waitingRecord(id, stored.fields) : undefined), 'set-aside'));
}

export async function dismiss(id: string): Promise<void> {
  await deleteRecord(id);
  await refreshOutboxStatus();
}
