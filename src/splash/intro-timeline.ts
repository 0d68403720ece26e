/** The intro's clock (spec sections 4 and 9), free of the DOM so it can be tested with fake timers. */

export const INTRO_TIMING = {
  /** Percentage points added per step. */
  step: 2,
  /** One step is due every tickMs after the first frame. */
  tickMs: 30,
  /** Pause at 100 % before the intro is hidden. */
  holdMs: 500,
  /** From hidden to the page shown. */
  revealMs: 100,
} as const;

/** sessionStorage key, set to the string 'true' once the intro was seen. */
export const INTRO_FLAG = 'hasSeenIntro';

export interface IntroCallbacks {
  onProgress: (percent: number) => void;
  /** The intro is over: hide it and remember it. */
  onHide: () => void;
  /** About 100 ms later: show the page. */
  onReveal: () => void;
}

export interface IntroRun {
  /** Ends the intro at once (Skip button, Escape, click). */
  skip: () => void;
  /** Stops every timer without calling back (unmount). */
  cancel: () => void;
}

/**
 * Counts on animation frames: step n is due n × 30 ms after the splash's first paint, and a frame
 * shows at most one new step. Every value is therefore painted, in order: when frames come late the
 * count runs a frame or two behind and catches up, it never jumps. The hold starts once 100 is shown.
 * Steps are shown once `whenReady` has called back (at once by default), on the clock of the first
 * paint, so a late start is caught up a step per frame and the timeline holds; skip works before that
 * too. The first paint is the time `whenReady` gives, or else the first frame's.
 */
export function runIntro(
  { onProgress, onHide, onReveal }: IntroCallbacks,
  whenReady: (begin: (firstPaint?: number) => void) => void = (begin) => begin(),
): IntroRun {
  const { step, tickMs, holdMs, revealMs } = INTRO_TIMING;
  let percent = 0;
  let start: number | undefined;
  let ready = false;
  let firstPaint: number | undefined;
  let finished = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const count = (now: number) => {
    start ??= now;
    if (firstPaint !== undefined) {
      // A paint is presented after its frame began, and before this frame: a time outside is not this page's clock.
      start = Math.min(Math.max(start, firstPaint), now);
      firstPaint = undefined;
    }
    if (ready && now >= start + (percent / step + 1) * tickMs) {
      percent += step;
      onProgress(percent);
    }
    if (percent < 100) frame = requestAnimationFrame(count);
    else timer = setTimeout(hide, holdMs);
  };
  onProgress(0);
  frame = requestAnimationFrame(count);
  whenReady((paintedAt) => {
    ready = true;
    firstPaint = paintedAt;
  });

  function hide() {
    finished = true;
    onHide();
    timer = setTimeout(onReveal, revealMs);
  }

  function cancel() {
    finished = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  }

  return {
    skip() {
      if (finished) return;
      cancel();
      onHide();
      onReveal();
    },
    cancel,
  };
}
