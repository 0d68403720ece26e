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
 * Counts on animation frames: step n is due n × 30 ms after the first frame, and a frame shows at
 * most one new step. Every value is therefore painted, in order: when frames come late the count
 * runs a frame or two behind and catches up, it never jumps. The hold starts once 100 is shown.
 * The count begins when `whenReady` calls back (at once by default); skip works before that too.
 */
export function runIntro(
  { onProgress, onHide, onReveal }: IntroCallbacks,
  whenReady: (begin: () => void) => void = (begin) => begin(),
): IntroRun {
  const { step, tickMs, holdMs, revealMs } = INTRO_TIMING;
  let percent = 0;
  let start: number | undefined;
  let finished = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const count = (now: number) => {
    start ??= now;
    if (now >= start + (percent / step + 1) * tickMs) {
      percent += step;
      onProgress(percent);
    }
    if (percent < 100) frame = requestAnimationFrame(count);
    else timer = setTimeout(hide, holdMs);
  };
  onProgress(0);
  whenReady(() => {
    if (!finished) frame = requestAnimationFrame(count);
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
