import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  decide,
  isDue,
  isExpired,
  parseRetryAfter,
  RETENTION_MS,
  retryDelayMs,
  RETRY_MAX_MS,
} from '../../src/shared/delivery-policy';

const status = (code: number) => ({ kind: 'status', status: code }) as const;
const noJitter = () => 0.5;

describe('which answers deliver, retry or drop a contact message', () => {
  it('an OK answer delivers it', () => {
    expect(decide(status(200))).toBe('deliver');
    expect(decide(status(201))).toBe('deliver');
  });

  it('no answer, no answer in time, a 5xx, 408, 425 or 429 keeps it queued', () => {
    expect(decide({ kind: 'network' })).toBe('retry');
    expect(decide({ kind: 'timeout' })).toBe('retry');
    for (const code of [500, 502, 503, 504, 408, 425, 429]) expect(decide(status(code))).toBe('retry');
  });

  it('any other 4xx will not get better by retrying: it is dropped', () => {
    for (const code of [400, 401, 403, 404, 413, 415, 422]) expect(decide(status(code))).toBe('drop');
  });
});

describe('backoff between tries', () => {
  it('doubles from 2 s per failed try, up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, undefined, noJitter))).toEqual([
      2000, 4000, 8000, 16000, 32000,
    ]);
    expect(retryDelayMs(20, undefined, noJitter)).toBe(RETRY_MAX_MS);
  });

  it('jitters by at most 20 % either way', () => {
    expect(retryDelayMs(3, undefined, () => 0)).toBe(6400);
    expect(retryDelayMs(3, undefined, () => 1)).toBe(9600);
  });

  it("waits at least the server's Retry-After, still capped", () => {
    expect(retryDelayMs(1, 30_000, noJitter)).toBe(30_000);
    expect(retryDelayMs(1, 3_600_000, noJitter)).toBe(RETRY_MAX_MS);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2024-05-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 01 May 2024 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });

  it('counts failed tries and remembers whether the network or the server failed', () => {
    const first = afterFailure(undefined, { kind: 'network' }, 1000, noJitter);
    expect(first).toEqual({ attempts: 1, nextAt: 3000, networkFailure: true });
    const second = afterFailure(first, status(503), 5000, noJitter);
    expect(second).toEqual({ attempts: 2, nextAt: 9000, networkFailure: false });
  });
});

describe('when a queued message is tried again', () => {
  const serverFailed = { attempts: 2, nextAt: 10_000, networkFailure: false };
  const networkFailed = { attempts: 2, nextAt: 10_000, networkFailure: true };

  it('a message never tried here is due at once', () => {
    expect(isDue(undefined, 0, 'periodic')).toBe(true);
  });

  it('periodic and load replays respect the backoff', () => {
    expect(isDue(serverFailed, 9_999, 'periodic')).toBe(false);
    expect(isDue(networkFailed, 9_999, 'load')).toBe(false);
    expect(isDue(serverFailed, 10_000, 'periodic')).toBe(true);
  });

  it('coming back online retries network failures at once, but not a failing server', () => {
    expect(isDue(networkFailed, 0, 'online')).toBe(true);
    expect(isDue(networkFailed, 0, 'sync')).toBe(true);
    expect(isDue(serverFailed, 0, 'online')).toBe(false);
  });

  it('a message is kept for 7 days', () => {
    expect(isExpired(0, RETENTION_MS)).toBe(false);
    expect(isExpired(0, RETENTION_MS + 1)).toBe(true);
  });
});
