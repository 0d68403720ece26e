import { describe, expect, it } from 'vitest';
import type { WaitingRecord } from '../../src/shared/contact-store';
import {
  decide,
  expire,
  isDue,
  isExpired,
  parseRetryAfter,
  refusalDetail,
  RETENTION_MS,
  retryDelayMs,
  RETRY_MAX_MS,
  settle,
} from '../../src/shared/delivery-policy';

const status = (code: number) => ({ kind: 'status', status: code }) as const;
const noJitter = () => 0.5;
const fields = { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello', _gotcha: '' };
const waiting = (change: Partial<WaitingRecord> = {}): WaitingRecord => ({
  id: 'a',
  fields,
  state: 'waiting',
  sentAt: 0,
  tries: 0,
  nextAt: 0,
  networkFailure: false,
  ...change,
});

describe('which answers deliver, retry or refuse a contact message', () => {
  it('an OK answer delivers it', () => {
    expect(decide(status(200))).toBe('deliver');
    expect(decide(status(201))).toBe('deliver');
  });

  it('no answer, no answer in time, a 5xx, 408, 425 or 429 keeps it waiting', () => {
    expect(decide({ kind: 'network' })).toBe('retry');
    expect(decide({ kind: 'timeout' })).toBe('retry');
    for (const code of [500, 502, 503, 504, 408, 425, 429]) expect(decide(status(code))).toBe('retry');
  });

  it('any other 4xx will not get better by retrying: it is refused', () => {
    for (const code of [400, 401, 403, 404, 413, 415, 422]) expect(decide(status(code))).toBe('refuse');
  });
});

describe('the record a try leaves (the one decision, page and worker alike)', () => {
  it('none once delivered', () => {
    expect(settle(waiting(), status(200), '', 1000, 'set-aside')).toBeNull();
  });

  it('the same message waiting, counting its failed tries and whether the network or the service failed', () => {
    const first = settle(waiting(), { kind: 'network' }, '', 1000, 'set-aside', noJitter);
    expect(first).toEqual(waiting({ tries: 1, nextAt: 3000, networkFailure: true }));
    const second = settle(first as WaitingRecord, status(503), '', 5000, 'set-aside', noJitter);
    expect(second).toEqual(waiting({ tries: 2, nextAt: 9000, networkFailure: false }));
  });

  it("refused: set aside with the service's reason, or back to a draft for the visitor at the form", () => {
    expect(settle(waiting(), status(422), 'email: should be an email', 1000, 'set-aside')).toEqual({
      id: 'a',
      fields,
      state: 'set-aside',
      reason: 'refused',
      status: 422,
      detail: 'email: should be an email',
      setAsideAt: 1000,
    });
    expect(settle(waiting(), status(422), '', 1000, 'draft')).toEqual({ id: 'a', fields, state: 'draft', savedAt: 1000 });
  });

  it('a message past its 7 days is set aside unsent', () => {
    expect(isExpired(waiting(), RETENTION_MS)).toBe(false);
    expect(isExpired(waiting(), RETENTION_MS + 1)).toBe(true);
    expect(expire(waiting(), RETENTION_MS + 1)).toMatchObject({ state: 'set-aside', reason: 'expired', fields });
  });

  it("reads the service's reason from Formspree's error body", () => {
    expect(refusalDetail({ error: 'Validation errors', errors: [{ field: 'email', message: 'should be an email' }, { message: 'Form is closed' }] })).toBe(
      'email: should be an email; Form is closed',
    );
    expect(refusalDetail({ error: 'Form not found' })).toBe('Form not found');
    expect(refusalDetail('<html>')).toBe('');
  });
});

describe('backoff between tries', () => {
  it('doubles from 2 s per failed try, up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5].map((tries) => retryDelayMs(tries, undefined, noJitter))).toEqual([2000, 4000, 8000, 16000, 32000]);
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
});

describe('when a waiting message is tried again', () => {
  const serverFailed = waiting({ tries: 2, nextAt: 10_000, networkFailure: false });
  const networkFailed = waiting({ tries: 2, nextAt: 10_000, networkFailure: true });

  it('a message never tried is due at once', () => {
    expect(isDue(waiting({ nextAt: 50_000 }), 0, 'periodic')).toBe(true);
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
});
