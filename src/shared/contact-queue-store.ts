import { del, get, set } from 'idb-keyval';
import { QueueStore } from 'workbox-background-sync/lib/QueueStore.js';
import { StorableRequest } from 'workbox-background-sync/lib/StorableRequest.js';
import { CONTACT_QUEUE_NAME } from './contact-databases';
import { contactRecords } from './contact-records';
import type { RetryState } from './delivery-policy';

const retryKey = (submissionId: string) => `retry:${submissionId}`;

/** One waiting message. */
export interface QueuedContact {
  id: number;
  submissionId: string;
  queuedAt: number;
  /** Its backoff after failed tries; undefined when never tried from the queue. */
  retry: RetryState | undefined;
  request(): Request;
}

/** The queue's storage: entries leave it one by one, only after their answer. */
export interface ContactQueueStore {
  /** Oldest first. */
  list(): Promise<QueuedContact[]>;
  /** Adds a message unless one with its submission id already waits; true when added. */
  add(request: Request, submissionId: string): Promise<boolean>;
  remove(entry: Pick<QueuedContact, 'id' | 'submissionId'>): Promise<void>;
  saveRetry(submissionId: string, state: RetryState): Promise<void>;
}

interface EntryMetadata {
  submissionId?: string;
}

/**
 * The one contact queue, as both the service worker and the page open it: the same IndexedDB
 * store, so a message the page kept before any worker existed is the worker's to send later.
 */
export function openContactQueue(): ContactQueueStore {
  const store = new QueueStore(CONTACT_QUEUE_NAME);

  async function list(): Promise<QueuedContact[]> {
    const entries = (await store.getAll()).filter((entry): entry is typeof entry & { id: number } => typeof entry.id === 'number');
    entries.sort((a, b) => a.id - b.id);
    return Promise.all(
      entries.map(async (entry) => {
        const submissionId = (entry.metadata as EntryMetadata | undefined)?.submissionId ?? `entry-${entry.id}`;
        const retry = await get<RetryState>(retryKey(submissionId), contactRecords).catch(() => undefined);
        return {
          id: entry.id,
          submissionId,
          queuedAt: entry.timestamp,
          retry,
          request: () => new StorableRequest(entry.requestData).toRequest(),
        };
      }),
    );
  }

  return {
    list,
    async add(request, submissionId) {
      if ((await list()).some((entry) => entry.submissionId === submissionId)) return false;
      const metadata: EntryMetadata = { submissionId };
      const storable = await StorableRequest.fromRequest(request.clone());
      await store.pushEntry({ requestData: storable.toObject(), timestamp: Date.now(), metadata });
      return true;
    },
    async remove({ id, submissionId }) {
      await store.deleteEntry(id);
      await del(retryKey(submissionId), contactRecords);
    },
    saveRetry: (submissionId, state) => set(retryKey(submissionId), state, contactRecords),
  };
}
