import { Queue } from 'workbox-background-sync';
import { contactRequest, readContactPost } from '../src/shared/contact-message.ts';
import { CONTACT_QUEUE_NAME } from '../src/shared/contact-databases.ts';
import { openContactQueue } from '../src/shared/contact-queue-store.ts';
import { createContactReplayer } from '../src/shared/contact-replay.ts';
import { decide, RETENTION_MS } from '../src/shared/delivery-policy.ts';
import { refusalDetail, sendWithTimeout } from '../src/shared/timed-send.ts';
import { keepUndelivered, undelivered } from '../src/shared/undelivered-messages.ts';
import {
  CONTACT_PLAIN_POST_PATH,
  contactPages,
  isContactPageMessage,
  type ContactNews,
  type ContactQueuedBody,
} from '../src/shared/worker-protocol.ts';

declare const self: ServiceWorkerGlobalScope;

export interface ContactQueueOptions {
  /** The form service's endpoint (VITE_CONTACT_FORM_URL). */
  url: string;
}

async function tellPages(news: ContactNews): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(news);
}

function queuedAnswer(submissionId: string): Response {
  const body: ContactQueuedBody = { queued: true, submission_id: submissionId };
  return new Response(JSON.stringify(body), { status: 202, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The contact form's side of the worker: the one queue (see src/shared/contact-replay.ts) and its
 * replay, for the form's scripted posts and for its plain posts made before the page's script ran.
 * A post that fails on the network, times out or gets a 5xx/429 is queued (7 days) and replayed on
 * Background Sync, when the worker starts where there is no Background Sync, and when a page asks
 * (load, online, periodically).
 */
export function registerContactQueue({ url }: ContactQueueOptions): void {
  const target = new URL(url);
  const store = openContactQueue();
  const replayer = createContactReplayer({ store, keepUndelivered, send: sendWithTimeout, tell: tellPages });

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

  /** Sends a post once; if it cannot get through now, queues it. */
  async function sendOrQueue(request: Request, submissionId: string) {
    const backup = request.clone();
    const result = await sendWithTimeout(request);
    const decision = decide(result.answer);
    if (decision !== 'retry') return { decision, ...result };
    const known = (await store.list()).find((entry) => entry.submissionId === submissionId);
    // A page's replay made before this worker took over: that message already waits here.
    if (!known) await store.add(backup, submissionId);
    await replayer.noteFailure(submissionId, result.answer, known?.retry);
    await queue.registerSync();
    await tellPages({ type: 'CONTACT_QUEUED', submissionId, waiting: await replayer.waiting(), nextRetryInMs: await replayer.nextRetryInMs() });
    return { decision, ...result };
  }

  async function handleScriptedPost(request: Request): Promise<Response> {
    // The body read once: the same bytes are sent now and, if need be, kept in the queue.
    const body = await request.arrayBuffer();
    const copy = new Request(request.url, { method: 'POST', headers: request.headers, body, credentials: request.credentials, mode: 'cors' });
    const { submissionId } = await readContactPost(copy).catch(() => ({ submissionId: '' }));
    const id = submissionId || crypto.randomUUID();
    const { decision, response } = await sendOrQueue(copy, id);
    return decision === 'retry' || !response ? queuedAnswer(id) : response;
  }

  /**
   * The form posted as a plain HTML form (before the page's script ran): sent like a scripted
   * post, and answered with the site's page that says what became of it.
   */
  async function handlePlainPost(request: Request): Promise<Response> {
    const { payload, submissionId } = await readContactPost(request);
    const id = submissionId || crypto.randomUUID();
    const { decision, answer, response } = await sendOrQueue(contactRequest(url, payload, id), id);
    if (decision === 'deliver') return Response.redirect(contactPages.sent, 303);
    if (decision === 'retry') return Response.redirect(contactPages.saved, 303);
    const status = answer.kind === 'status' ? answer.status : undefined;
    await keepUndelivered(undelivered(id, payload, 'refused', await refusalDetail(response), status));
    return Response.redirect(contactPages.notSent, 303);
  }

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'POST') return;
    const requestUrl = new URL(request.url);
    if (requestUrl.origin === target.origin && requestUrl.pathname === target.pathname) {
      event.respondWith(handleScriptedPost(request));
    } else if (requestUrl.origin === self.location.origin && requestUrl.pathname === CONTACT_PLAIN_POST_PATH) {
      event.respondWith(handlePlainPost(request));
    }
  });

  self.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isContactPageMessage(message)) return;
    const work = async () => {
      if (message.type === 'CONTACT_REPLAY') await replayer.replay(message.reason);
      const reply: ContactNews = { type: 'CONTACT_WAITING', waiting: await replayer.waiting(), nextRetryInMs: await replayer.nextRetryInMs() };
      event.source?.postMessage(reply);
    };
    event.waitUntil(work());
  });
}
