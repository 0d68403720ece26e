/** The intro's clock (spec sections 4 and 9), free of React and the DOM so it can be tested with fake timers. */

export const INTRO_TIMING = {
  /** Percentage points added per tick. */
  step: 2,
  tickMs: 30,
  /** Pause at 100 % before the intro is hidden. */
  holdMs: 500,
  /** From hidden to the page shown. */
  revealMs: 100,
} as const;

/** sessionStorage key, set to the string 'true' once the intro was seen (index.html's script reads it too). */
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

export function runIntro({ onProgress, onHide, onReveal }: IntroCallbacks): IntroRun {
  let percent = 0;
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ticker = setInterval(() => {
    percent = Math.min(100, percent + INTRO_TIMING.step);
    onProgress(percent);
    if (percent === 100) {
      clearInterval(ticker);
      timer = setTimeout(hide, INTRO_TIMING.holdMs);
    }
  }, INTRO_TIMING.tickMs);
  onProgress(0);

  function hide() {
    finished = true;
    onHide();
    timer = setTimeout(onReveal, INTRO_TIMING.revealMs);
  }

  function cancel() {
    clearInterval(ticker);
    clearTimeout(timer);
  }

  return {
    skip() {
      if (finished) return;
      cancel();
      finished = true;
      onHide();
      onReveal();
    },
    cancel,
  };
}
