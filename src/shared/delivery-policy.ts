import type { ContactRecord, SetAsideRecord, WaitingRecord } from './contact-store';

/**
 * What becomes of a contact message after a try: delivered (its record goes), waiting (a backoff),
 * or, refused by the service, set aside for the visitor (back to a draft when the visitor is at the
 * form, watching). Pure: `settle` is the one place that decides, for the page and the worker alike.
 */

/** How one try ended: an HTTP status, no answer at all, or no answer in time. */
export type Answer = { kind: 'status'; status: number; retryAfterMs?: number } | { kind: 'network' } | { kind: 'timeout' };

/** Why a replay runs. 'online' and 'sync' mean the connection just came back. */
export type ReplayReason = 'load' | 'online' | 'sync' | 'periodic';

/** Where a refused message goes: back to the form it was sent from, or aside for the visitor to see. */
export type OnRefusal = 'draft' | 'set-aside';

export const SEND_TIMEOUT_MS = 15_000;
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60 * 1000;

/** Statuses that a later try may change: request timeout, too early, rate limit, server errors. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

export function decide(answer: Answer): 'deliver' | 'retry' | 'refuse' {
  if (answer.kind !== 'status') return 'retry';
  const { status } = answer;
  if (status >= 200 && status < 300) return 'deliver';
  if (status >= 500 || RETRYABLE_4XX.has(status)) return 'retry';
  return 'refuse';
}

/** Exponential backoff with ±20 % jitter, never sooner than the server's Retry-After, capped. */
export function retryDelayMs(tries: number, retryAfterMs?: number, random: () => number = Math.random): number {
  const exponential = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, tries - 1), RETRY_MAX_MS);
  const jittered = Math.round(exponential * (0.8 + 0.4 * random()));
  return Math.min(Math.max(jittered, retryAfterMs ?? 0), RETRY_MAX_MS);
}

/**
 * Whether a waiting message should be tried now: one never tried is due; when the connection comes
 * back, those that failed on the network are due at once; otherwise after its backoff.
 */
export function isDue(record: WaitingRecord, now: number, reason: ReplayReason): boolean {
  if (record.tries === 0) return true;
  if ((reason === 'online' || reason === 'sync') && record.networkFailure) return true;
  return now >= record.nextAt;
}

export function isExpired(record: WaitingRecord, now: number): boolean {
  return now - record.sentAt > RETENTION_MS;
}

function setAside(record: WaitingRecord, now: number, reason: SetAsideRecord['reason'], detail = '', status?: number): SetAsideRecord {
  return { id: record.id, fields: record.fields, state: 'set-aside', reason, status, detail, setAsideAt: now };
}

/** A message that waited past its 7 days, set aside unsent. */
export function expire(record: WaitingRecord, now: number): SetAsideRecord {
  return setAside(record, now, 'expired');
}

/**
 * The record a try leaves: none once delivered; the same message waiting, with one more failed try
 * and its backoff; or, refused, a draft or a message set aside with the service's reason.
 */
export function settle(
  record: WaitingRecord,
  answer: Answer,
  detail: string,
  now: number,
  onRefusal: OnRefusal,
  random: () => number = Math.random,
): ContactRecord | null {
  const decision = decide(answer);
  if (decision === 'deliver') return null;
  if (decision === 'retry') {
    const tries = record.tries + 1;
    const retryAfterMs = answer.kind === 'status' ? answer.retryAfterMs : undefined;
    return { ...record, tries, nextAt: now + retryDelayMs(tries, retryAfterMs, random), networkFailure: answer.kind !== 'status' };
  }
  const status = answer.kind === 'status' ? answer.status : undefined;
  if (onRefusal === 'draft') return { id: record.id, fields: record.fields, state: 'draft', savedAt: now };
  return setAside(record, now, 'refused', detail, status);
}

/** Retry-After in ms, from seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The Answer for a response (status and Retry-After). */
export function answerOf(response: { status: number; headers: { get(name: string): string | null } }, now: number): Answer {
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now);
  return retryAfterMs === undefined
    ? { kind: 'status', status: response.status }
    : { kind: 'status', status: response.status, retryAfterMs };
}

/** What a form service said when it refused a message (Formspree's `{error, errors: [{field, message}]}`). */
export function refusalDetail(body: unknown): string {
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
