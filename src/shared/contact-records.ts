import { createStore } from 'idb-keyval';
import { RECORDS_DATABASE } from './contact-databases';

/**
 * What the contact queue keeps beside Workbox's entries, keyed by submission id: each message's
 * backoff (so it survives the worker being stopped) and the messages that could not be delivered.
 */
export const contactRecords = createStore(RECORDS_DATABASE, 'records');
