import { INTRO_CLASS, INTRO_LEAVING_CLASS, markIntroSeen } from './intro-state';
import { runIntro } from './intro-timeline';

/**
 * Drives the splash that index.html carries as static markup. It is plain DOM code, outside React:
 * it costs the app's bundle and hydration nothing, and index.html loads it only when its head script
 * decided to show the splash (home page, first visit of the session, no reduced motion).
 */
export function startIntro(doc: Document): void {
  const root = doc.documentElement;
  const overlay = doc.getElementById('intro');
  if (!overlay || !root.classList.contains(INTRO_CLASS)) return;
  const progress = overlay.querySelector<HTMLElement>('[role="progressbar"]');
  const fill = overlay.querySelector<HTMLElement>('[data-intro-fill]');
  const label = overlay.querySelector<HTMLElement>('[data-intro-percent]');
  const skipButton = overlay.querySelector<HTMLButtonElement>('[data-intro-skip]');

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') run.skip();
  };
  const onClick = () => run.skip();

  const run = runIntro({
    onProgress(percent) {
      progress?.setAttribute('aria-valuenow', String(percent));
      if (fill) fill.style.transform = `scaleX(${percent / 100})`;
      if (label) label.textContent = `${percent}%`;
    },
    onHide() {
      markIntroSeen(sessionStorage);
      root.classList.add(INTRO_LEAVING_CLASS);
      doc.removeEventListener('keydown', onKey);
      overlay.removeEventListener('click', onClick);
    },
    onReveal() {
      root.classList.remove(INTRO_CLASS, INTRO_LEAVING_CLASS);
      window.scrollTo(0, 0);
    },
  });
  doc.addEventListener('keydown', onKey);
  overlay.addEventListener('click', onClick);
  skipButton?.focus({ preventScroll: true });
}

startIntro(document);
