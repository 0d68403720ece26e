import { Queue, QueueStore, StorableRequest } from 'workbox-background-sync';
import { answerOf, decide, RETENTION_MS, SEND_TIMEOUT_MS, type Answer } from '../src/contact/delivery-policy.ts';
import { createContactReplayer, type ContactQueueStore, type QueuedContact } from './contact-replay.ts';
import {
  CONTACT_QUEUE_NAME,
  isContactPageMessage,
  type ContactQueuedBody,
  type ContactWorkerMessage,
} from './protocol.ts';

declare const self: ServiceWorkerGlobalScope;

export interface ContactQueueOptions {
  /** The form service's endpoint (VITE_CONTACT_FORM_URL); only POSTs to it are handled here. */
  url: string;
}

interface EntryMetadata {
  submissionId?: string;
}

/** Reads workbox's queue without removing anything: entries go only after their answer. */
function queueStore(store: QueueStore): ContactQueueStore {
  return {
    async list(): Promise<QueuedContact[]> {
      const entries = await store.getAll();
      return entries
        .filter((entry): entry is typeof entry & { id: number } => typeof entry.id === 'number')
        .sort((a, b) => a.id - b.id)
        .map((entry) => ({
          id: entry.id,
          submissionId: (entry.metadata as EntryMetadata | undefined)?.submissionId ?? `entry-${entry.id}`,
          queuedAt: entry.timestamp,
          request: () => new StorableRequest(entry.requestData).toRequest(),
        }));
    },
    remove: (id) => store.deleteEntry(id),
  };
}

async function sendWithTimeout(request: Request): Promise<{ answer: Answer; response?: Response }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await fetch(request, { signal: controller.signal });
    return { answer: answerOf(response, Date.now()), response };
  } catch {
    return { answer: controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' } };
  } finally {
    clearTimeout(timer);
  }
}

async function tellPages(message: ContactWorkerMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

async function submissionIdOf(request: Request): Promise<string> {
  try {
    const value = (await request.clone().formData()).get('submission_id');
    return typeof value === 'string' && value !== '' ? value : crypto.randomUUID();
  } catch {
    return crypto.randomUUID();
  }
}

function queuedAnswer(submissionId: string): Response {
  const body: ContactQueuedBody = { queued: true, submission_id: submissionId };
  return new Response(JSON.stringify(body), { status: 202, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The contact form's outbox in the service worker: a POST to the form service that fails on the
 * network, times out or gets a 5xx/429 is kept in a workbox-background-sync queue (7 days) and
 * answered 202; it is replayed on Background Sync, when the worker starts where there is no
 * Background Sync, and when a page asks (load, online, periodically).
 */
export function registerContactQueue({ url }: ContactQueueOptions): void {
  const target = new URL(url);
  const store = queueStore(new QueueStore(CONTACT_QUEUE_NAME));
  const replayer = createContactReplayer({ store, send: async (request) => (await sendWithTimeout(request)).answer, tell: tellPages });

  const queue = new Queue(CONTACT_QUEUE_NAME, {
    maxRetentionTime: RETENTION_MS / 60_000,
    onSync: async () => {
      const summary = await replayer.replay('sync');
      // Rejecting asks the browser to fire the sync again later, with its own backoff. Without
      // Background Sync this runs when the worker starts, and the pages' replay requests take over.
      if (summary.waiting > 0 && 'sync' in self.registration) {
        throw new Error(`${summary.waiting} contact message(s) still waiting`);
      }
    },
  });

  async function handlePost(request: Request): Promise<Response> {
    // The body read once: the same bytes are sent now and, if need be, kept in the queue.
    const body = await request.arrayBuffer();
    const copy = () =>
      new Request(request.url, { method: 'POST', headers: request.headers, body, credentials: request.credentials, mode: 'cors' });
    const backup = copy();
    const { answer, response } = await sendWithTimeout(copy());
    if (response && decide(answer) !== 'retry') return response;
    const submissionId = await submissionIdOf(backup);
    const alreadyQueued = (await store.list()).some((entry) => entry.submissionId === submissionId);
    if (!alreadyQueued) {
      const metadata: EntryMetadata = { submissionId };
      await queue.pushRequest({ request: backup, metadata });
    }
    replayer.noteFailure(submissionId, answer);
    await tellPages({
      type: 'CONTACT_QUEUED',
      submissionId,
      waiting: await replayer.waiting(),
      nextRetryInMs: await replayer.nextRetryInMs(),
    });
    return queuedAnswer(submissionId);
  }

  self.addEventListener('fetch', (event) => {
    const requestUrl = new URL(event.request.url);
    if (event.request.method !== 'POST' || requestUrl.origin !== target.origin || requestUrl.pathname !== target.pathname) return;
    event.respondWith(handlePost(event.request));
  });

  self.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isContactPageMessage(message)) return;
    const work = async () => {
      if (message.type === 'CONTACT_REPLAY') await replayer.replay(message.reason);
      const reply: ContactWorkerMessage = {
        type: 'CONTACT_WAITING',
        waiting: await replayer.waiting(),
        nextRetryInMs: await replayer.nextRetryInMs(),
      };
      event.source?.postMessage(reply);
    };
    event.waitUntil(work());
  });
}
