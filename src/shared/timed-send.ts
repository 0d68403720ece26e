import { answerOf, SEND_TIMEOUT_MS, type Answer } from './delivery-policy';

export interface SendResult {
  answer: Answer;
  /** The answer, when there was one (its body unread). */
  response?: Response;
}

/**
 * One try at sending a request, given up after `timeoutMs`. Never throws: no answer, or none in
 * time, is an Answer too. The one timed fetch of the contact queue, page and worker alike.
 */
export async function sendWithTimeout(request: Request, timeoutMs: number = SEND_TIMEOUT_MS): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(request, { signal: controller.signal });
    return { answer: answerOf(response, Date.now()), response };
  } catch {
    return { answer: controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' } };
  } finally {
    clearTimeout(timer);
  }
}

/** What a form service said when it refused a message (Formspree's `{error, errors: [{field, message}]}`). */
export async function refusalDetail(response: Response | undefined): Promise<string> {
  const body: unknown = await response?.clone().json().catch(() => undefined);
  if (typeof body !== 'object' || body === null) return '';
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  const listed = Array.isArray(errors)
    ? errors
        .filter((item): item is { field?: unknown; message: string } => typeof item?.message === 'string')
        .map((item) => (typeof item.field === 'string' ? `${item.field}: ${item.message}` : item.message))
    : [];
  if (listed.length > 0) return listed.join('; ');
  return typeof error === 'string' ? error : '';
}
