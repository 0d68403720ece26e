import { ApiError } from '../http/api-error.ts';

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

interface Bucket {
  count: number;
  resetAt: number;
}

/** Fixed-window counters; 429 over_request_rate_limit when a bucket is full. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

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

  clear(): void {
    this.buckets.clear();
  }
}
