import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferEntry } from '../../scripts/prerender/deferred-entry';
import { appStartSources, pageChunks, type ViteManifest } from '../../scripts/prerender/preload-links';

const shell = (body: string) => `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
</head><body>${body}</body></html>`;

/** Runs the loader the prerenderer writes, with `import()` recorded instead of performed. */
function runLoader(html: string, imported: string[]) {
  const [, attributes, code] = /<script (data-entry="[^"]*" data-preload="[^"]*")>([\s\S]*?)<\/script>/.exec(html)!;
  const script = document.createElement('script');
  for (const [, name, value] of attributes!.matchAll(/([\w-]+)="([^"]*)"/g)) script.setAttribute(name!, value!);
  document.body.append(script);
  const body = code!.replace('import(s.dataset.entry)', 'record(s.dataset.entry)').replace('document.currentScript', 'loaderScript');
  new Function('record', 'loaderScript', body)((url: string) => imported.push(url), script);
}

/** A web font still loading at the first frame; call what this returns when it arrives. */
function fontStillLoading(): () => void {
  let arrive = () => {};
  const ready = new Promise<void>((resolve) => (arrive = resolve));
  Object.defineProperty(document, 'fonts', { value: { ready, status: 'loading' }, configurable: true });
  return arrive;
}

/**
 * The browser's paint reports, as the loader observes them; call what this returns when the first
 * contentful paint is on screen.
 */
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

  it('takes the entry out of the HTML and loads it, with the preloads, once the first paint is on screen', async () => {
    const painted = paintReports();
    const html = deferEntry(shell('<main></main>'), ['/assets/page-abc.js']);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const imported: string[] = [];
    runLoader(html, imported);
    // The first frame is drawn, and not yet on screen.
    await vi.advanceTimersByTimeAsync(100);
    expect(imported).toEqual([]);
    painted();
    await vi.advanceTimersByTimeAsync(10);
    expect(imported).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/react-abc.js', '/assets/page-abc.js']);
  });

  it.each([
    ['never reports the first paint', () => void paintReports()],
    ['has no paint reports at all', () => vi.stubGlobal('PerformanceObserver', undefined)],
  ])('where the browser %s, loads the app 500 ms after the first frame', async (_browser, setUp) => {
    setUp();
    const imported: string[] = [];
    runLoader(deferEntry(shell('<main></main>'), []), imported);
    await vi.advanceTimersByTimeAsync(400);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(imported).toEqual(['/assets/index-abc.js']);
  });

  it('while the intro plays, fetches the modules in its hold and starts the app once the page is revealed', async () => {
    document.documentElement.classList.add('intro');
    const imported: string[] = [];
    runLoader(deferEntry(shell(''), []), imported);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(preloads()).toEqual([]);
    expect(imported).toEqual([]);
    document.dispatchEvent(new Event('introhold'));
    expect(preloads()).toEqual(['/assets/react-abc.js']);
    expect(imported).toEqual([]);
    document.dispatchEvent(new Event('introend'));
    expect(imported).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toHaveLength(1);
  });

  it('adds the preloads one per task, so that no task of the loader is long', async () => {
    const painted = paintReports();
    document.documentElement.classList.add('intro');
    runLoader(deferEntry(shell(''), ['/assets/a.js', '/assets/b.js']), []);
    painted();
    await vi.advanceTimersByTimeAsync(50);
    document.dispatchEvent(new Event('introhold'));
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
    runLoader(deferEntry(shell(''), []), imported);
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
    runLoader(deferEntry(shell(''), []), imported);
    painted();
    document.dispatchEvent(new Event('introhold'));
    document.documentElement.classList.remove('intro');
    document.dispatchEvent(new Event('introend'));
    expect(imported).toEqual([]);
    fontsArrive();
    await vi.advanceTimersByTimeAsync(50);
    expect(imported).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/react-abc.js']);
  });

  it('is the same script on every page, so a content security policy can allow it by its hash', () => {
    const code = (html: string) => /<script data-entry[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(code(deferEntry(shell('a'), ['/assets/a.js']))).toBe(code(deferEntry(shell('b'), ['/assets/b.js', '/assets/c.js'])));
  });
});

describe('the chunks every page preloads', () => {
  const manifest: ViteManifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['node_modules/react-dom/client.js', 'src/BrowserApp.tsx', 'src/templates/HomeTemplate.tsx', 'src/content/pages/index.ts'],
    },
    '_react.js': { file: 'assets/react.js' },
    'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react-dom.js'] },
    '_react-dom.js': { file: 'assets/react-dom.js', imports: ['_react.js'] },
    'src/BrowserApp.tsx': { file: 'assets/BrowserApp.js', imports: ['_react.js'] },
    'src/templates/HomeTemplate.tsx': { file: 'assets/HomeTemplate.js' },
    'src/content/pages/index.ts': { file: 'assets/home.js' },
  };

  it("are what the entry imports as the app starts, not every page's content and template", () => {
    expect(appStartSources(manifest)).toEqual(['node_modules/react-dom/client.js', 'src/BrowserApp.tsx']);
    expect(pageChunks(manifest, appStartSources(manifest))).toEqual([
      '/assets/client.js',
      '/assets/react-dom.js',
      '/assets/react.js',
      '/assets/BrowserApp.js',
    ]);
  });
});
