import { contactRequest, type ContactPayload } from '../shared/contact-message';
import { SEND_TIMEOUT_MS, type Answer } from '../shared/delivery-policy';
import { sendWithTimeout } from '../shared/timed-send';
import type { ContactQueuedBody } from '../shared/worker-protocol';

export interface PostResult {
  answer: Answer;
  /** The answer's JSON body (the service's errors), when there is one. */
  body?: unknown;
  /** The service worker kept the message in its queue (it answered 202 for it). */
  queuedByWorker: boolean;
}

function isQueuedBody(body: unknown, submissionId: string): body is ContactQueuedBody {
  const queued = body as Partial<ContactQueuedBody> | undefined;
  return queued?.queued === true && queued.submission_id === submissionId;
}

/** The form service's endpoint, as the build was given it. */
export const contactFormUrl = (): string => import.meta.env.VITE_CONTACT_FORM_URL;

/** One try at posting a message from the page (through the service worker when one controls it). */
export async function postContact(payload: ContactPayload, submissionId: string, url: string = contactFormUrl()): Promise<PostResult> {
  // A controlling worker answers within its own timeout; waiting longer here means the page never
  // gives up on a message the worker is still sending (and never keeps a second copy of it).
  const controlled = Boolean(navigator.serviceWorker?.controller);
  const { answer, response } = await sendWithTimeout(contactRequest(url, payload, submissionId), controlled ? SEND_TIMEOUT_MS + 10_000 : SEND_TIMEOUT_MS);
  const body: unknown = await response?.json().catch(() => undefined);
  return { answer, body, queuedByWorker: response?.status === 202 && isQueuedBody(body, submissionId) };
}
