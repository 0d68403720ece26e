import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTRO_FLAG, INTRO_TIMING, runIntro } from '../../src/splash/intro-timeline';

describe('intro timeline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start() {
    const events: string[] = [];
    const run = runIntro({
      onProgress: (percent) => events.push(`${percent}`),
      onHide: () => events.push('hide'),
      onReveal: () => events.push('reveal'),
    });
    return { events, run };
  }

  it('counts 0 → 100 in steps of 2 every 30 ms, holds 500 ms, hides, then reveals ~100 ms later', () => {
    const { events } = start();
    expect(events).toEqual(['0']);
    vi.advanceTimersByTime(30);
    expect(events).toEqual(['0', '2']);
    vi.advanceTimersByTime(30 * 49);
    const expected = Array.from({ length: 51 }, (_, index) => `${index * 2}`);
    expect(events).toEqual(expected);
    vi.advanceTimersByTime(499);
    expect(events.at(-1)).toBe('100');
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toBe('hide');
    vi.advanceTimersByTime(99);
    expect(events.at(-1)).toBe('hide');
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toBe('reveal');
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual([...expected, 'hide', 'reveal']);
  });

  it('uses the spec constants and the session flag name', () => {
    expect(INTRO_TIMING).toEqual({ step: 2, tickMs: 30, holdMs: 500, revealMs: 100 });
    expect(INTRO_FLAG).toBe('hasSeenIntro');
  });

  it('skip ends it at once, and only once', () => {
    const { events, run } = start();
    vi.advanceTimersByTime(300);
    run.skip();
    run.skip();
    expect(events.slice(-2)).toEqual(['hide', 'reveal']);
    const length = events.length;
    vi.advanceTimersByTime(10_000);
    expect(events).toHaveLength(length);
  });

  it('cancel stops every timer without calling back', () => {
    const { events, run } = start();
    run.cancel();
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual(['0']);
  });
});
