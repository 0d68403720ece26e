import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTRO_FLAG, INTRO_TIMING, runIntro } from '../../src/splash/intro-timeline';

/** Animation frames painted by hand, at whatever moments a test chooses. */
function manualFrames() {
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => (queue = []));
  return {
    paint(at: number) {
      const due = queue;
      queue = [];
      due.forEach((callback) => callback(at));
    },
  };
}

const allSteps = Array.from({ length: 51 }, (_, index) => index * 2);

describe('intro timeline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function start(whenReady?: (begin: () => void) => void) {
    const frames = manualFrames();
    const events: string[] = [];
    const shownAt = new Map<number, number>();
    let now = 0;
    const run = runIntro(
      {
        onProgress: (percent) => {
          events.push(`${percent}`);
          shownAt.set(percent, now);
        },
        onHide: () => events.push('hide'),
        onReveal: () => events.push('reveal'),
      },
      whenReady,
    );
    const paint = (at: number) => {
      now = at;
      frames.paint(at);
    };
    return { events, shownAt, run, paint };
  }

  it('counts 0 → 100 in steps of 2, one every 30 ms from the first frame, holds 500 ms, hides, then reveals 100 ms later', () => {
    const { events, shownAt, paint } = start();
    expect(events).toEqual(['0']);
    for (let at = 1000; at <= 2500; at += 10) paint(at);
    expect(events).toEqual(allSteps.map(String));
    for (const percent of allSteps.slice(1)) expect(shownAt.get(percent), `${percent}%`).toBe(1000 + percent * 15);
    vi.advanceTimersByTime(499);
    expect(events.at(-1)).toBe('100');
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toBe('hide');
    vi.advanceTimersByTime(99);
    expect(events.at(-1)).toBe('hide');
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toBe('reveal');
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual([...allSteps.map(String), 'hide', 'reveal']);
  });

  it('shows at most one new step per frame: late frames skip no value, and the count catches up', () => {
    const { events, shownAt, paint } = start();
    paint(0);
    paint(30);
    paint(400); // a frame 370 ms late: 12 steps were due, one is shown
    expect(events).toEqual(['0', '2', '4']);
    for (let at = 416; at <= 2000; at += 16) paint(at);
    expect(events).toEqual(allSteps.map(String));
    // Caught up within a few frames, then on time again: 100 % on the first frame after 1500 ms.
    expect(shownAt.get(100)).toBe(1504);
  });

  it('shows steps once it is told the page is ready, on the clock of its first frame: a late start is caught up a step per frame', () => {
    let begin = () => {};
    const { events, shownAt, paint } = start((ready) => (begin = ready));
    for (let at = 0; at <= 200; at += 10) paint(at);
    expect(events).toEqual(['0']);
    begin();
    for (let at = 216; at <= 2000; at += 16) paint(at);
    expect(events).toEqual(allSteps.map(String));
    // Ready at 200 ms: 2 % on the next frame, then a step per frame until on time; 100 % on the first frame after 1500 ms.
    expect(shownAt.get(2)).toBe(216);
    expect(shownAt.get(4)).toBe(232);
    expect(shownAt.get(100)).toBe(1512);

    const early = start(() => {});
    early.run.skip();
    expect(early.events).toEqual(['0', 'hide', 'reveal']);
  });

  it('keeps to the clock of the first paint it is given, which may come after its first frame', () => {
    let begin: (firstPaint?: number) => void = () => {};
    const { events, shownAt, paint } = start((ready) => (begin = ready));
    for (let at = 0; at <= 200; at += 10) paint(at);
    begin(80);
    for (let at = 216; at <= 2000; at += 16) paint(at);
    expect(events).toEqual(allSteps.map(String));
    // 100 % is due 1500 ms after the paint at 80 ms: the first frame after 1580 ms.
    expect(shownAt.get(98)).toBeLessThan(1580);
    expect(shownAt.get(100)).toBe(1592);
  });

  it('keeps its own clock when given a first paint from another one: one before its first frame, or one still to come', () => {
    // Before the first frame (at 1000): counted from that frame; still to come: from the frame that learns it (1016).
    for (const [reported, full] of [
      [-5_000, 2504],
      [5_000, 2520],
    ] as const) {
      let begin: (firstPaint?: number) => void = () => {};
      const { shownAt, paint } = start((ready) => (begin = ready));
      paint(1000);
      begin(reported);
      for (let at = 1016; at <= 3000; at += 16) paint(at);
      expect(shownAt.get(100), `${reported}`).toBe(full);
    }
  });

  it('uses the spec constants and the session flag name', () => {
    expect(INTRO_TIMING).toEqual({ step: 2, tickMs: 30, holdMs: 500, revealMs: 100 });
    expect(INTRO_FLAG).toBe('hasSeenIntro');
  });

  it('skip ends it at once, and only once', () => {
    const { events, run, paint } = start();
    for (let at = 0; at <= 300; at += 16) paint(at);
    run.skip();
    run.skip();
    expect(events.slice(-2)).toEqual(['hide', 'reveal']);
    const length = events.length;
    for (let at = 316; at <= 3000; at += 16) paint(at);
    vi.advanceTimersByTime(10_000);
    expect(events).toHaveLength(length);
  });

  it('cancel stops every frame and timer without calling back', () => {
    const { events, run, paint } = start();
    run.cancel();
    for (let at = 0; at <= 3000; at += 16) paint(at);
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual(['0']);
  });
});
