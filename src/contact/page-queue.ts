import { contactRequest, type ContactPayload } from '../shared/contact-message';
import { openContactQueue } from '../shared/contact-queue-store';
import { createContactReplayer } from '../shared/contact-replay';
import type { Answer, ReplayReason } from '../shared/delivery-policy';
import { sendWithTimeout } from '../shared/timed-send';
import { keepUndelivered } from '../shared/undelivered-messages';
import type { ContactQueuedBody } from '../shared/worker-protocol';
import { onContactNews } from './contact-news';
import { updateOutboxStatus } from './outbox-status';
import { contactFormUrl } from './post-to-form-service';

/**
 * The page's hand on the one contact queue, for when no service worker is there to hold it (the
 * very first visit, a browser without workers): the same store and the same replay as the worker's.
 */
const store = openContactQueue();

async function send(request: Request) {
  const result = await sendWithTimeout(request);
  const body = (await result.response?.clone().json().catch(() => undefined)) as Partial<ContactQueuedBody> | undefined;
  // A worker took over this page meanwhile and found the message in the queue: it is the worker's
  // to send now, so for this replay it is as if no answer came.
  if (result.response?.status === 202 && body?.queued === true) return { answer: { kind: 'network' } as const };
  return result;
}

const replayer = createContactReplayer({ store, keepUndelivered, send, tell: async (news) => onContactNews(news) });

export async function reportQueue(): Promise<void> {
  const [waiting, nextRetryInMs] = await Promise.all([replayer.waiting(), replayer.nextRetryInMs()]);
  updateOutboxStatus({ waiting, dueAt: nextRetryInMs === null ? null : Date.now() + nextRetryInMs });
}

/** Keeps a message the page could not send now, with the backoff of its first try. */
export async function queueOnPage(payload: ContactPayload, submissionId: string, answer: Answer): Promise<void> {
  await store.add(contactRequest(contactFormUrl(), payload, submissionId), submissionId);
  await replayer.noteFailure(submissionId, answer);
  await reportQueue();
}

export async function replayOnPage(reason: ReplayReason): Promise<void> {
  await replayer.replay(reason);
  await reportQueue();
}
