import {
  INTRO_CLASS,
  INTRO_END_EVENT,
  INTRO_HOLD_CLASS,
  INTRO_LEAVING_CLASS,
  INTRO_SHOWN_CLASS,
  markIntroSeen,
  shouldShowIntro,
} from './intro-state';
import { runIntro } from './intro-timeline';
import './splash.css';

/** Calls back once the document is parsed: at once when it already is. */
function whenParsed(doc: Document, then: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/**
 * Calls back with the time of the first contentful paint (the splash's) once the browser reports
 * it; a browser that does not report paints (or not within a second) gets the time of the splash's
 * first frame instead.
 */
function whenPainted(view: Window & typeof globalThis, then: (firstPaint?: number) => void): void {
  if (!view.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return then(undefined);
  let done = false;
  const once = (firstPaint?: number) => {
    if (done) return;
    done = true;
    observer.disconnect();
    then(firstPaint);
  };
  const observer = new view.PerformanceObserver((entries) => {
    const entry = entries.getEntriesByName('first-contentful-paint')[0];
    if (entry) once(entry.startTime);
  });
  observer.observe({ type: 'paint', buffered: true });
  view.setTimeout(() => once(undefined), 1000);
}

/**
 * Drives the splash that the home page carries as static markup. It is plain DOM code, outside
 * React, inlined by the prerenderer right after the markup (scripts/prerender/splash.ts), so it
 * decides before the page below it is parsed: that page is hidden at once, and the splash is shown
 * once the document is parsed (INTRO_SHOWN_CLASS), the first thing painted. The app's modules are
 * fetched and the app starts after the reveal (INTRO_END_EVENT).
 */
function startIntro(doc: Document): void {
  const root = doc.documentElement;
  const overlay = doc.getElementById('intro');
  const view = doc.defaultView;
  if (!overlay || !view) return;
  let storage: Storage;
  try {
    storage = view.sessionStorage;
  } catch {
    return;
  }
  if (!shouldShowIntro(storage, view.location, view.matchMedia('(prefers-reduced-motion: reduce)').matches)) return;
  const progress = overlay.querySelector<HTMLElement>('[role="progressbar"]');
  const fill = overlay.querySelector<HTMLElement>('[data-intro-fill]');
  const label = overlay.querySelector<HTMLElement>('[data-intro-percent]');
  const skipButton = overlay.querySelector<HTMLButtonElement>('[data-intro-skip]');

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') run.skip();
  };
  const onClick = () => run.skip();
  let revealed = false;

  const run = runIntro(
    {
      onProgress(percent) {
        progress?.setAttribute('aria-valuenow', String(percent));
        if (fill) fill.style.transform = `scaleX(${percent / 100})`;
        if (label) label.textContent = `${percent}%`;
        if (percent !== 100) return;
        // In a task after this frame (which paints 100 %): the page's first layout must not hold it back.
        setTimeout(() => {
          if (root.classList.contains(INTRO_CLASS)) root.classList.add(INTRO_HOLD_CLASS);
        });
      },
      onHide() {
        markIntroSeen(storage);
        root.classList.add(INTRO_LEAVING_CLASS);
        doc.removeEventListener('keydown', onKey);
        overlay.removeEventListener('click', onClick);
      },
      onReveal() {
        revealed = true;
        root.classList.remove(INTRO_CLASS, INTRO_SHOWN_CLASS, INTRO_HOLD_CLASS, INTRO_LEAVING_CLASS);
        view.scrollTo(0, 0);
        doc.dispatchEvent(new Event(INTRO_END_EVENT));
      },
    },
    // `data-counting`: the count has begun (on the first paint's clock); a test waits for it before
    // it moves its own clock, as the start waits for a paint that no fake clock can hurry.
    (begin) =>
      whenParsed(doc, () => {
        if (revealed) return;
        root.classList.add(INTRO_SHOWN_CLASS);
        skipButton?.focus({ preventScroll: true });
        whenPainted(view, (firstPaint) => {
          overlay.setAttribute('data-counting', '');
          begin(firstPaint);
        });
      }),
  );
  doc.addEventListener('keydown', onKey);
  overlay.addEventListener('click', onClick);
  // Set only once everything above is in place: a failure leaves the page as it is, never a stuck overlay.
  root.classList.add(INTRO_CLASS);
}

startIntro(document);
