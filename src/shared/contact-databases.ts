/**
 * Where the contact queue lives in IndexedDB, named apart from the code that opens it so a page
 * can tell whether there is anything to look at without loading that code.
 */

/** The queue's name in workbox-background-sync's store (and its sync tag's suffix). */
export const CONTACT_QUEUE_NAME = 'contact-outbox';

/** workbox-background-sync's own database, which holds the queue. */
export const QUEUE_DATABASE = 'workbox-background-sync';

/** The queue's records beside it: backoff states and undelivered messages. */
export const RECORDS_DATABASE = 'contact-queue-state';
