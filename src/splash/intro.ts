import {
  INTRO_CLASS,
  INTRO_END_EVENT,
  INTRO_HOLD_CLASS,
  INTRO_LEAVING_CLASS,
  markIntroSeen,
  shouldShowIntro,
} from './intro-state';
import { runIntro } from './intro-timeline';
import './splash.css';

/**
 * Calls back once the document is parsed and the splash's first paint is known, with its time.
 * Until then the splash shows 0 %: the parser's last tasks (building the page's drawings, ending the
 * document) are the longest of a first visit, and the count must not freeze between two steps behind
 * them. It then catches up on the clock of that first paint. A browser that does not report paints
 * (or not within a second) gets the time of the splash's first frame instead.
 */
function whenParsedAndPainted(doc: Document, view: Window & typeof globalThis, then: (firstPaint?: number) => void): void {
  const painted = new Promise<number | undefined>((resolve) => {
    if (!view.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve(undefined);
    const observer = new view.PerformanceObserver((entries) => {
      const entry = entries.getEntriesByName('first-contentful-paint')[0];
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime);
    });
    observer.observe({ type: 'paint', buffered: true });
    view.setTimeout(() => {
      observer.disconnect();
      resolve(undefined);
    }, 1000);
  });
  const parsed = new Promise<void>((resolve) => {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });
  void Promise.all([painted, parsed]).then(([firstPaint]) => then(firstPaint));
}

/**
 * Drives the splash that the home page carries as static markup. It is plain DOM code, outside
 * React, inlined by the prerenderer right after the markup (scripts/prerender/splash.ts), so it
 * decides before the page below it is parsed and the splash is the first thing painted. The app's
 * modules are fetched and the app starts after the reveal (INTRO_END_EVENT).
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
        root.classList.remove(INTRO_CLASS, INTRO_HOLD_CLASS, INTRO_LEAVING_CLASS);
        view.scrollTo(0, 0);
        doc.dispatchEvent(new Event(INTRO_END_EVENT));
      },
    },
    // `data-counting`: the count has begun (on the first paint's clock); a test waits for it before
    // it moves its own clock, as the start waits for a paint that no fake clock can hurry.
    (begin) =>
      whenParsedAndPainted(doc, view, (firstPaint) => {
        overlay.setAttribute('data-counting', '');
        begin(firstPaint);
      }),
  );
  doc.addEventListener('keydown', onKey);
  overlay.addEventListener('click', onClick);
  // Shown only once everything above is in place: a failure leaves the page as it is, never a stuck overlay.
  root.classList.add(INTRO_CLASS);
  skipButton?.focus({ preventScroll: true });
}

startIntro(document);
