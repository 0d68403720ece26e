/**
 * The names under which page, worker and the early script (src/before-hydration) find the contact messages, apart
 * from the code that opens them (src/shared/contact-store.ts), so that every page can tell whether
 * there is anything to look at without loading that code.
 */

/** The IndexedDB database of contact messages, and its one object store. */
export const CONTACT_DATABASE = 'contact-messages';
export const CONTACT_OBJECT_STORE = 'messages';

/** Where a page, a worker and another tab hear what became of a message (a `ContactNews`). */
export const CONTACT_CHANNEL = 'contact-messages';

/** The worker's Background Sync queue (Workbox's `Queue`), whose sync replays the waiting messages. */
export const CONTACT_QUEUE_NAME = 'contact-outbox';

/** The sync tag Workbox's `Queue` registers and listens to; a page asks for the same sync under it. */
export const CONTACT_SYNC_TAG = `workbox-background-sync:${CONTACT_QUEUE_NAME}`;

/** Whether this browser has ever kept a contact message (this check opens no database). */
export async function hasContactStore(): Promise<boolean> {
  try {
    if (!indexedDB.databases) return true;
    return (await indexedDB.databases()).some((database) => database.name === CONTACT_DATABASE);
  } catch {
    // The visitor blocks site data: there is nothing to look at.
    return false;
  }
}
