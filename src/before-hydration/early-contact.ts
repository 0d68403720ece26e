import { CONTACT_DATABASE, CONTACT_OBJECT_STORE } from '../shared/contact-names';
import type { WaitingRecord } from '../shared/contact-store';

/** A waiting record as this script writes it: the fields as posted (the store reads them strictly). */
type EarlyRecord = Omit<WaitingRecord, 'fields'> & { fields: Record<string, string> };

/**
 * Keeps the contact form's message as a waiting record (src/shared/contact-store.ts), for the app or
 * the worker to deliver. A press held before keeps its id: one message, one id. Returns the id, or
 * undefined where the browser keeps no site data (the form then posts as it does without JavaScript).
 */
export function keepContactMessage(form: HTMLFormElement, heldId: string | null): string | undefined {
  let id: string;
  let open: IDBOpenDBRequest;
  const fields: Record<string, string> = {};
  try {
    id = heldId || crypto.randomUUID();
    new FormData(form).forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
    });
    open = indexedDB.open(CONTACT_DATABASE);
  } catch {
    return undefined;
  }
  const now = Date.now();
  const record: EarlyRecord = { id, state: 'waiting', fields, sentAt: now, tries: 0, nextAt: now, networkFailure: false };
  open.onupgradeneeded = () => open.result.createObjectStore(CONTACT_OBJECT_STORE);
  open.onsuccess = () => {
    open.result.transaction(CONTACT_OBJECT_STORE, 'readwrite').objectStore(CONTACT_OBJECT_STORE).put(record, id);
    open.result.close();
  };
  // Not kept after all: posted as without JavaScript.
  open.onerror = () => form.submit();
  return id;
}
