import { contactRequest } from './contact-message';
import { CONTACT_CHANNEL } from './contact-names';
import {
  allRecords,
  deleteRecord,
  putRecord,
  withRecord,
  type ContactNews,
  type ContactRecord,
  type WaitingRecord,
} from './contact-store';
import {
  answerOf,
  expire,
  isDue,
  isExpired,
  refusalDetail,
  SEND_TIMEOUT_MS,
  settle,
  type Answer,
  type OnRefusal,
  type ReplayReason,
} from './delivery-policy';

/**
 * Sends contact messages from the store and records what became of each: the one courier, run by
 * the page (a press of Send, its replays while open) and by the service worker (a plain form post,
 * Background Sync). Each message is sent under its own lock, so no two of them ever send it at once.
 */

export interface Courier {
  /** The form service's endpoint (VITE_CONTACT_FORM_URL). */
  url: string;
  /** Asks the browser to replay once it is back online, even with no page open (Background Sync). */
  askForSync(): Promise<void>;
}

export interface Delivery {
  outcome: ContactNews['outcome'];
  /** How the try ended; none when the message had waited too long to be tried. */
  answer?: Answer;
  /** The service's JSON answer to a refusal (its field errors). */
  body?: unknown;
}

let channel: BroadcastChannel | undefined;

function tell(news: ContactNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  (channel ??= new BroadcastChannel(CONTACT_CHANNEL)).postMessage(news);
}

/** One try, given up after SEND_TIMEOUT_MS. Never throws: no answer, or none in time, is an Answer too. */
async function post(url: string, record: WaitingRecord): Promise<{ answer: Answer; body?: unknown }> {
  try {
    const response = await fetch(contactRequest(url, record.fields, record.id), { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    const body: unknown = response.ok ? undefined : await response.json().catch(() => undefined);
    return { answer: answerOf(response, Date.now()), body };
  } catch (error) {
    return { answer: { kind: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network' } };
  }
}

function outcomeOf(record: ContactRecord | null): Delivery['outcome'] {
  if (!record) return 'delivered';
  return record.state === 'draft' ? 'refused' : record.state;
}

/** Tries a waiting message (the caller holds its lock), stores the record it leaves and says so. */
async function attempt(courier: Courier, record: WaitingRecord, onRefusal: OnRefusal): Promise<Delivery> {
  let delivery: Delivery;
  let next: ContactRecord | null;
  if (isExpired(record, Date.now())) {
    next = expire(record, Date.now());
    delivery = { outcome: 'set-aside' };
  } else {
    const { answer, body } = await post(courier.url, record);
    next = settle(record, answer, refusalDetail(body), Date.now(), onRefusal);
    delivery = { outcome: outcomeOf(next), answer, body };
  }
  await (next ? putRecord(next) : deleteRecord(record.id));
  tell({ id: record.id, outcome: delivery.outcome });
  if (delivery.outcome === 'waiting') await courier.askForSync().catch(() => undefined);
  return delivery;
}

/**
 * A press of Send: `seal` turns what is stored under `id` into the message to send (or returns
 * undefined: it is not this press's to send), which is tried now, whatever its backoff.
 */
export function sendNow(
  courier: Courier,
  id: string,
  seal: (stored: ContactRecord | undefined) => WaitingRecord | undefined,
  onRefusal: OnRefusal,
): Promise<Delivery | undefined> {
  return withRecord(id, async (stored) => {
    const record = seal(stored);
    if (!record) return undefined;
    await putRecord(record);
    return attempt(courier, record, onRefusal);
  });
}

/**
 * Where nothing can be stored (the visitor blocks site data): one try while the visitor waits,
 * nothing kept. A message that cannot go now is reported as not sent (it throws), never as saved.
 */
export async function sendUnstored(courier: Courier, record: WaitingRecord): Promise<Delivery> {
  const { answer, body } = await post(courier.url, record);
  const next = settle(record, answer, '', Date.now(), 'draft');
  if (next?.state === 'waiting') throw new Error('Not sent, and nothing can keep it');
  return { outcome: outcomeOf(next), answer, body };
}

/** Tries every waiting message that is due, oldest first; returns how many still wait. */
export async function replay(courier: Courier, reason: ReplayReason): Promise<number> {
  const waiting = (await allRecords()).filter((record) => record.state === 'waiting').sort((a, b) => a.sentAt - b.sentAt);
  for (const { id } of waiting) {
    const delivery = await withRecord(id, async (record) => {
      if (record?.state !== 'waiting') return undefined;
      if (!isExpired(record, Date.now()) && !isDue(record, Date.now(), reason)) return undefined;
      return attempt(courier, record, 'set-aside');
    });
    // Without a network the rest would fail the same way.
    if (delivery?.answer && delivery.answer.kind !== 'status') break;
  }
  return (await allRecords()).filter((record) => record.state === 'waiting').length;
}

/** A message pressed Send on, due at once. */
export function waitingRecord(id: string, fields: WaitingRecord['fields'], now = Date.now()): WaitingRecord {
  return { id, fields, state: 'waiting', sentAt: now, tries: 0, nextAt: now, networkFailure: false };
}
