/**
 * What to do with a contact post after each try. Pure: the one policy of the contact queue,
 * whether the service worker or the page replays it.
 */

/** How one try ended: an HTTP status, no answer at all, or no answer in time. */
export type Answer = { kind: 'status'; status: number; retryAfterMs?: number } | { kind: 'network' } | { kind: 'timeout' };

/** deliver: done, remove it; retry: keep it queued; drop: retrying will not help, remove it and say so. */
export type Decision = 'deliver' | 'retry' | 'drop';

/** Why a replay runs. 'online' and 'sync' mean the connection just came back. */
export type ReplayReason = 'submit' | 'load' | 'online' | 'sync' | 'periodic';

export interface RetryState {
  attempts: number;
  /** Earliest time (ms since epoch) of the next try. */
  nextAt: number;
  /** The last failure was the network (offline, dropped, timeout) rather than the server. */
  networkFailure: boolean;
}

export const SEND_TIMEOUT_MS = 15_000;
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60 * 1000;

/** Statuses that a later try may change: request timeout, too early, rate limit, server errors. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

export function decide(answer: Answer): Decision {
  if (answer.kind !== 'status') return 'retry';
  const { status } = answer;
  if (status >= 200 && status < 300) return 'deliver';
  if (status >= 500 || RETRYABLE_4XX.has(status)) return 'retry';
  return 'drop';
}

/** Exponential backoff with ±20 % jitter, never sooner than the server's Retry-After, capped. */
export function retryDelayMs(attempts: number, retryAfterMs?: number, random: () => number = Math.random): number {
  const exponential = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  const jittered = Math.round(exponential * (0.8 + 0.4 * random()));
  return Math.min(Math.max(jittered, retryAfterMs ?? 0), RETRY_MAX_MS);
}

/** The state after one more failed try. */
export function afterFailure(
  previous: RetryState | undefined,
  answer: Answer,
  now: number,
  random: () => number = Math.random,
): RetryState {
  const attempts = (previous?.attempts ?? 0) + 1;
  const retryAfterMs = answer.kind === 'status' ? answer.retryAfterMs : undefined;
  return { attempts, nextAt: now + retryDelayMs(attempts, retryAfterMs, random), networkFailure: answer.kind !== 'status' };
}

/**
 * Whether a queued message should be tried now. A message never tried by this worker or page is
 * due; when the connection comes back, messages that failed on the network are due at once,
 * while a failing server still gets its backoff.
 */
export function isDue(state: RetryState | undefined, now: number, reason: ReplayReason): boolean {
  if (!state) return true;
  if ((reason === 'online' || reason === 'sync') && state.networkFailure) return true;
  return now >= state.nextAt;
}

export function isExpired(queuedAt: number, now: number): boolean {
  return now - queuedAt > RETENTION_MS;
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
