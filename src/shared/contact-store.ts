import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { payloadOf, type ContactPayload } from './contact-message';
import { CONTACT_DATABASE, CONTACT_OBJECT_STORE } from './contact-names';

/**
 * Every contact message this browser holds, one record each, keyed by its submission id: from the
 * first keystroke (a draft) to its delivery (the record is deleted) or its setting aside (kept for
 * the visitor to copy, send again or dismiss). The page, the service worker and the early script
 * (src/before-hydration) (a press of Send before the app is ready) all keep messages here, in IndexedDB.
 */

interface Stored {
  id: string;
  fields: ContactPayload;
}

export interface DraftRecord extends Stored {
  state: 'draft';
  savedAt: number;
}

export interface WaitingRecord extends Stored {
  state: 'waiting';
  /** When Send was pressed: a message is kept 7 days from then. */
  sentAt: number;
  /** Failed tries so far, and the earliest time of the next one. */
  tries: number;
  nextAt: number;
  /** The last try got no answer (offline, dropped, timed out), rather than an error from the service. */
  networkFailure: boolean;
}

export interface SetAsideRecord extends Stored {
  state: 'set-aside';
  reason: 'refused' | 'expired';
  /** The HTTP status of the refusal. */
  status?: number;
  /** What the service said, if anything. */
  detail: string;
  setAsideAt: number;
}

export type ContactRecord = DraftRecord | WaitingRecord | SetAsideRecord;

/** What became of a message after a try, as every page hears it. */
export interface ContactNews {
  id: string;
  outcome: 'delivered' | 'waiting' | 'set-aside' | 'refused';
}

let store: UseStore | undefined;
const messages = () => (store ??= createStore(CONTACT_DATABASE, CONTACT_OBJECT_STORE));

/** A record as stored, its fields read strictly (the early script stores the form's fields as posted). */
function recordOf(value: unknown): ContactRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Partial<ContactRecord>;
  if (typeof record.id !== 'string' || !['draft', 'waiting', 'set-aside'].includes(record.state as string)) return undefined;
  const fields = (record.fields ?? {}) as Record<string, unknown>;
  return { ...record, fields: payloadOf({ get: (name) => fields[name] }) } as ContactRecord;
}

export async function getRecord(id: string): Promise<ContactRecord | undefined> {
  return recordOf(await get(id, messages()));
}

export function putRecord(record: ContactRecord): Promise<void> {
  return set(record.id, record, messages());
}

export function deleteRecord(id: string): Promise<void> {
  return del(id, messages());
}

export async function allRecords(): Promise<ContactRecord[]> {
  return (await values(messages())).map(recordOf).filter((record) => record !== undefined);
}

/**
 * Runs `work` on one message's record while no other page, tab or worker touches that message
 * (Web Locks; where there are none, the form service's submission id still keeps one copy).
 */
export async function withRecord<T>(id: string, work: (record: ContactRecord | undefined) => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  const run = async () => work(await getRecord(id));
  return locks ? locks.request(`contact-message:${id}`, run) : run();
}

/** A fresh UUID v4 for one message, kept through every retry. */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
