import { ApiError } from '../http/api-error.ts';
import type { Config } from '../config.ts';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/** GoTrue's defaults for a local project (per IP, per 5 minutes). */
export const LIMITS = {
  signInSignUp: { max: 30, windowSeconds: 300 },
  tokenRefresh: { max: 150, windowSeconds: 300 },
  verify: { max: 30, windowSeconds: 300 },
} satisfies Record<string, Limit>;

/** GoTrue's SMTP max frequency: one e-mail of a kind per address per 60 s. */
export const EMAIL_MAX_FREQUENCY_SECONDS = 60;

/** GoTrue's 429 when an e-mail of the same kind went out too recently. */
export function emailSendRateLimited(waitMs: number): ApiError {
  return new ApiError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
  );
}

/** 429 when `lastSentAt` is less than the max frequency ago (and rate limits are on). */
export function assertEmailSendAllowed(config: Pick<Config, 'settings' | 'now'>, lastSentAt: Date | null): void {
  if (!config.settings.rateLimits || !lastSentAt) return;
  const waitMs = lastSentAt.getTime() + EMAIL_MAX_FREQUENCY_SECONDS * 1000 - config.now();
  if (waitMs > 0) throw emailSendRateLimited(waitMs);
}

interface Bucket {
  count: number;
  resetAt: number;
}

/** Beyond this many remembered cooldowns, the expired ones are dropped. */
const MAX_COOLDOWNS = 10_000;

/** Fixed-window counters (429 over_request_rate_limit) and per-key e-mail cooldowns. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly cooldowns = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly enabled: () => boolean,
  ) {}

  hit(key: string, limit: Limit): void {
    if (!this.enabled()) return;
    const at = this.now();
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= at) {
      this.buckets.set(key, { count: 1, resetAt: at + limit.windowSeconds * 1000 });
      return;
    }
    bucket.count += 1;
    if (bucket.count > limit.max) throw new ApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  /**
   * One request per key per `EMAIL_MAX_FREQUENCY_SECONDS`, kept here rather than on a user row, so
   * an address nobody registered is limited exactly like a registered one.
   */
  emailCooldown(key: string): void {
    if (!this.enabled()) return;
    const at = this.now();
    const until = this.cooldowns.get(key);
    if (until !== undefined && until > at) throw emailSendRateLimited(until - at);
    if (this.cooldowns.size >= MAX_COOLDOWNS) {
      for (const [other, otherUntil] of this.cooldowns) if (otherUntil <= at) this.cooldowns.delete(other);
    }
    this.cooldowns.set(key, at + EMAIL_MAX_FREQUENCY_SECONDS * 1000);
  }

  clear(): void {
    this.buckets.clear();
    this.cooldowns.clear();
  }
}
