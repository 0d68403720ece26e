import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const markup = `
  <div id="intro" class="intro-splash">
    <div role="progressbar" aria-valuenow="0"><div data-intro-fill></div></div>
    <p data-intro-percent>0%</p>
    <button type="button" data-intro-skip>Skip intro</button>
  </div>
  <div id="root"></div>`;

/** Runs the splash's inline script on a fresh home page, frames every 10 ms. */
async function runDriver() {
  await import('../../src/splash/intro');
  return {
    frames(ms: number) {
      for (let elapsed = 0; elapsed < ms; elapsed += 10) vi.advanceTimersByTime(10);
    },
  };
}

describe('intro splash driver', () => {
  let reduced = false;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    let queue: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      if (queue.push(callback) === 1) setTimeout(() => (queue.splice(0).forEach((next) => next(Date.now()))), 10);
      return queue.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => (queue = []));
    reduced = false;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reduced && query.includes('reduce') }) as MediaQueryList);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = markup;
    document.documentElement.className = 'js';
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('shows itself on a first visit, counts, then hides, sets hasSeenIntro to "true", shows the page at the top and tells the app', async () => {
    const ended = vi.fn();
    document.addEventListener('introend', ended);
    const driver = await runDriver();
    expect(document.documentElement.classList.contains('intro')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Skip intro');
    const progress = document.querySelector('[role="progressbar"]');
    driver.frames(30 * 25 + 20);
    expect(progress?.getAttribute('aria-valuenow')).toBe('50');
    expect(document.querySelector('[data-intro-percent]')?.textContent).toBe('50%');
    driver.frames(30 * 25 + 500);
    expect(sessionStorage.getItem('hasSeenIntro')).toBe('true');
    expect(document.documentElement.classList.contains('intro-out')).toBe(true);
    expect(ended).not.toHaveBeenCalled();
    driver.frames(100);
    expect(document.documentElement.className).toBe('js');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(ended).toHaveBeenCalledOnce();
    document.removeEventListener('introend', ended);
  });

  it('hides the page at once but shows itself only once the document is parsed, then takes the focus', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const classes = document.documentElement.classList;
    try {
      await runDriver();
      expect(classes.contains('intro')).toBe(true);
      expect(classes.contains('intro-shown')).toBe(false);
      expect(document.activeElement).toBe(document.body);
    } finally {
      delete (document as { readyState?: DocumentReadyState }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(classes.contains('intro-shown')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Skip intro');
  });

  it('skipped while the document is parsed, it never shows', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      await runDriver();
    } finally {
      delete (document as { readyState?: DocumentReadyState }).readyState;
    }
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.documentElement.className).toBe('js');
  });

  it('has the page below laid out only in the hold: from the frame after 100 % is shown to the reveal', async () => {
    const driver = await runDriver();
    const classes = document.documentElement.classList;
    const percent = () => document.querySelector('[data-intro-percent]')?.textContent;
    while (percent() !== '100%') {
      expect(classes.contains('intro-hold')).toBe(false);
      driver.frames(10);
    }
    expect(classes.contains('intro-hold')).toBe(false);
    driver.frames(10);
    expect(classes.contains('intro-hold')).toBe(true);
    driver.frames(600);
    expect(document.documentElement.className).toBe('js');
  });

  it('Escape skips it and tells the app at once', async () => {
    const ended = vi.fn();
    document.addEventListener('introend', ended);
    await runDriver();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(sessionStorage.getItem('hasSeenIntro')).toBe('true');
    expect(document.documentElement.classList.contains('intro')).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
    document.removeEventListener('introend', ended);
  });

  it("keeps to the clock of the splash's first paint as the browser reports it, not of its first frame", async () => {
    const firstPaint = Date.now() + 200;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly report: (entries: { getEntriesByName: (name: string) => { startTime: number }[] }) => void) {}
      observe() {
        setTimeout(() => this.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ startTime: firstPaint }] : []) }), 200);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const driver = await runDriver();
    const percent = () => document.querySelector('[data-intro-percent]')?.textContent;
    driver.frames(200);
    await vi.advanceTimersByTimeAsync(0);
    expect(percent()).toBe('0%');
    // 2 % is due 30 ms after that paint, 100 % 1500 ms after it.
    driver.frames(40);
    expect(percent()).toBe('2%');
    driver.frames(1500 - 40 - 20);
    expect(percent()).toBe('98%');
    driver.frames(30);
    expect(percent()).toBe('100%');
  });

  it('stays hidden when it was seen earlier in the session', async () => {
    sessionStorage.setItem('hasSeenIntro', 'true');
    const driver = await runDriver();
    driver.frames(3_000);
    expect(document.documentElement.className).toBe('js');
  });

  it('stays hidden for a link into one of the sections, which would otherwise end at the top', async () => {
    window.history.replaceState(null, '', '/#contact');
    const driver = await runDriver();
    driver.frames(3_000);
    expect(document.documentElement.className).toBe('js');
    expect(sessionStorage.getItem('hasSeenIntro')).toBeNull();
  });

  it('/?intro=seen marks it seen without showing it, as on a second visit of the session', async () => {
    window.history.replaceState(null, '', '/?intro=seen');
    const driver = await runDriver();
    driver.frames(3_000);
    expect(document.documentElement.className).toBe('js');
    expect(sessionStorage.getItem('hasSeenIntro')).toBe('true');
  });

  it('with reduced motion it is never shown and counts as seen at once', async () => {
    reduced = true;
    await runDriver();
    expect(document.documentElement.className).toBe('js');
    expect(sessionStorage.getItem('hasSeenIntro')).toBe('true');
  });
});
