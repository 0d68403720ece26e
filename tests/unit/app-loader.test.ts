// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
// The loader adds a stylesheet link; happy-dom loads no files, and reports that as an error unless told otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppAfterFirstPaint } from '../../src/before-hydration/app-loader';

/** The loader of a page whose entry is /assets/index-abc.js, its imports recorded instead of performed. */
function runLoader(preload: string[], imported: string[], importModule = (url: string): Promise<unknown> => Promise.resolve(imported.push(url))) {
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-abc.js');
  script.setAttribute('data-preload', ['/assets/react-abc.js', ...preload].join(' '));
  script.setAttribute('data-stylesheet', '/assets/style-abc.css');
  document.body.append(script);
  loadAppAfterFirstPaint({ script, document, importModule });
}

/** A web font still loading at the first frame; call what this returns when it arrives. */
function fontStillLoading(): () => void {
  let arrive = () => {};
  const ready = new Promise<void>((resolve) => (arrive = resolve));
  Object.defineProperty(document, 'fonts', { value: { ready, status: 'loading' }, configurable: true });
  return arrive;
}

/** The browser's paint reports, as the loader observes them; call what this returns when the first contentful paint is on screen. */
function paintReports(): () => void {
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    },
  );
  return () => observers.forEach((notify) => notify({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }));
}

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const stylesheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => `${link.getAttribute('href')} ${link.hasAttribute('data-whole-stylesheet')} ${link.media}`,
  );

describe("the app's loader", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.className = 'js';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('loads the app, with its preloads, once the first paint is on screen', async () => {
    const painted = paintReports();
    const imported: string[] = [];
    runLoader(['/assets/page-abc.js'], imported);
    // The first frame is drawn, and not yet on screen.
    await vi.advanceTimersByTimeAsync(100);
    expect(imported).toEqual([]);
    painted();
    await vi.advanceTimersByTimeAsync(10);
    expect(imported).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/react-abc.js', '/assets/page-abc.js']);
  });

  it("asks for the site's whole stylesheet as it starts the app, and not before, dormant: the page carries the rules it uses", async () => {
    const painted = paintReports();
    runLoader([], []);
    await vi.advanceTimersByTimeAsync(100);
    expect(stylesheets()).toEqual([]);
    painted();
    await vi.advanceTimersByTimeAsync(10);
    expect(stylesheets()).toEqual(['/assets/style-abc.css true not all']);
  });

  it.each([
    ['never reports the first paint', () => void paintReports()],
    ['has no paint reports at all', () => vi.stubGlobal('PerformanceObserver', undefined)],
  ])('where the browser %s, loads the app 500 ms after the first frame', async (_browser, setUp) => {
    setUp();
    const imported: string[] = [];
    runLoader([], imported);
    await vi.advanceTimersByTimeAsync(400);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(imported).toEqual(['/assets/index-abc.js']);
  });

  it('while the intro plays, fetches nothing, even in its hold; once the page is revealed, fetches the modules and starts the app', async () => {
    document.documentElement.classList.add('intro');
    const imported: string[] = [];
    runLoader([], imported);
    // The count and the hold, where the page is laid out under the splash: fetching and compiling would compete with it.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(preloads()).toEqual([]);
    expect(stylesheets()).toEqual([]);
    expect(imported).toEqual([]);
    document.dispatchEvent(new Event('introend'));
    await vi.advanceTimersByTimeAsync(10);
    expect(imported).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/react-abc.js']);
    expect(stylesheets()).toEqual(['/assets/style-abc.css true not all']);
  });

  it('starts each request in a task of its own, the stylesheet, the entry, then the preloads, so that no task of the loader is long', async () => {
    const painted = paintReports();
    document.documentElement.classList.add('intro');
    const imported: string[] = [];
    runLoader(['/assets/a.js', '/assets/b.js'], imported);
    painted();
    await vi.advanceTimersByTimeAsync(50);
    document.dispatchEvent(new Event('introend'));
    expect([stylesheets(), imported, preloads()]).toEqual([['/assets/style-abc.css true not all'], [], []]);
    vi.advanceTimersToNextTimer();
    expect([imported, preloads()]).toEqual([['/assets/index-abc.js'], []]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/react-abc.js']);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/react-abc.js', '/assets/a.js']);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/react-abc.js', '/assets/a.js', '/assets/b.js']);
  });

  it("waits for the page's web fonts, so that its modules do not share the network with them", async () => {
    const painted = paintReports();
    const fontsArrive = fontStillLoading();
    const imported: string[] = [];
    runLoader([], imported);
    painted();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(preloads()).toEqual([]);
    expect(imported).toEqual([]);
    fontsArrive();
    await vi.advanceTimersByTimeAsync(50);
    expect(imported).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/react-abc.js']);
  });

  it('starts the app at once when the fonts come after the intro has ended', async () => {
    const painted = paintReports();
    const fontsArrive = fontStillLoading();
    document.documentElement.classList.add('intro');
    const imported: string[] = [];
    runLoader([], imported);
    painted();
    document.documentElement.classList.remove('intro');
    document.dispatchEvent(new Event('introend'));
    expect(imported).toEqual([]);
    fontsArrive();
    await vi.advanceTimersByTimeAsync(50);
    expect(imported).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/react-abc.js']);
  });

  describe('asked for while the connection is down (a first visit: no worker answers)', () => {
    it('asks for the app again when the connection returns, with its modules', async () => {
      const painted = paintReports();
      const imported: string[] = [];
      let online = false;
      runLoader(['/assets/page-abc.js'], imported, (url) => {
        imported.push(url);
        return online ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      });
      painted();
      await vi.advanceTimersByTimeAsync(10);
      expect(imported).toEqual(['/assets/index-abc.js']);
      document.head.innerHTML = '';
      online = true;
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(10);
      expect(imported).toEqual(['/assets/index-abc.js', '/assets/index-abc.js']);
      expect(preloads()).toEqual(['/assets/react-abc.js', '/assets/page-abc.js']);
      // Started: a later change of the connection asks for nothing more.
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(10);
      expect(imported).toHaveLength(2);
    });

    it('marks the stylesheet failed, and asks for it again, in its place, when the connection returns', async () => {
      const painted = paintReports();
      runLoader([], []);
      painted();
      await vi.advanceTimersByTimeAsync(10);
      document.head.querySelector('link[data-whole-stylesheet]')!.dispatchEvent(new Event('error'));
      expect(document.head.querySelector('link[data-whole-stylesheet]')!.getAttribute('data-whole-stylesheet')).toBe('failed');
      window.dispatchEvent(new Event('online'));
      expect(stylesheets()).toEqual(['/assets/style-abc.css true not all']);
      expect(document.head.querySelector('link[data-whole-stylesheet]')!.getAttribute('data-whole-stylesheet')).toBe('');
    });

    it('asks again for a stylesheet the app had already switched on, and the new one applies', async () => {
      const painted = paintReports();
      runLoader([], []);
      painted();
      await vi.advanceTimersByTimeAsync(10);
      const failed = document.head.querySelector<HTMLLinkElement>('link[data-whole-stylesheet]')!;
      failed.dispatchEvent(new Event('error'));
      failed.media = 'all';
      window.dispatchEvent(new Event('online'));
      expect(stylesheets()).toEqual(['/assets/style-abc.css true all']);
    });
  });
});
