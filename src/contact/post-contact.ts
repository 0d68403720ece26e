import type { ContactQueuedBody } from '../../sw/protocol';
import type { ContactFields } from './contact-fields';
import { answerOf, SEND_TIMEOUT_MS, type Answer } from './delivery-policy';

/** What is posted: the trimmed fields and the honeypot bots fill in. */
export interface ContactPayload extends ContactFields {
  _gotcha: string;
}

export interface PostResult {
  answer: Answer;
  /** The answer's JSON body (the service's errors), when there is one. */
  body?: unknown;
  /** The service worker kept the message in its queue (it answered 202 for it). */
  queuedByWorker: boolean;
}

export function contactFormData(payload: ContactPayload, submissionId: string): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(payload)) data.append(name, value);
  data.append('submission_id', submissionId);
  return data;
}

function isQueuedBody(body: unknown, submissionId: string): body is ContactQueuedBody {
  const queued = body as Partial<ContactQueuedBody> | undefined;
  return queued?.queued === true && queued.submission_id === submissionId;
}

/**
 * One try at posting a message, as multipart/form-data that asks for JSON, like Formspree expects.
 * Never throws: no answer, or none in time, is an Answer too.
 */
export async function postContact(
  payload: ContactPayload,
  submissionId: string,
  url: string = import.meta.env.VITE_CONTACT_FORM_URL,
): Promise<PostResult> {
  const controlled = Boolean(navigator.serviceWorker?.controller);
  const controller = new AbortController();
  // A controlling worker answers within its own timeout; waiting longer here means the page never
  // gives up on a message the worker is still sending (and never keeps a second copy of it).
  const timer = setTimeout(() => controller.abort(), controlled ? SEND_TIMEOUT_MS + 10_000 : SEND_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: contactFormData(payload, submissionId),
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    return {
      answer: answerOf(response, Date.now()),
      body,
      queuedByWorker: response.status === 202 && isQueuedBody(body, submissionId),
    };
  } catch {
    return { answer: controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' }, queuedByWorker: false };
  } finally {
    clearTimeout(timer);
  }
}
