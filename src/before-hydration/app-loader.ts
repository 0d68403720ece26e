import { INTRO_CLASS, INTRO_END_EVENT } from '../splash/intro-state';
import { STYLESHEET_DORMANT, STYLESHEET_FAILED, WHOLE_STYLESHEET } from './contract';

/** How long after its first frame a page whose browser does not report the first paint starts the app. */
export const PAINT_REPORT_WAIT_MS = 500;

/** What the loader needs of the page: its own script element and a way to import a module. */
export interface LoaderPage {
  /**
   * The loader's `<script>`: `data-entry` names the app's entry, `data-preload` its modules
   * (space-separated), `data-stylesheet` the site's whole stylesheet.
   */
  script: HTMLOrSVGScriptElement;
  document: Document;
  importModule: (url: string) => Promise<unknown>;
}

/** Calls `then` once the first contentful paint is on screen, or 500 ms after the first frame in a browser that never reports it. */
function whenPainted(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(once, PAINT_REPORT_WAIT_MS));
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint reports: the first frame's timer decides.
  }
}

/**
 * Starts the app once the prerendered page is on screen, so that the app's scripts stay off the
 * critical path of the first and largest paints (an Amharic page's largest paint is its text in the
 * Ethiopic web font: the app waits for it too). While the home page's intro plays, nothing is
 * fetched: the modules are fetched and the app starts once the page is revealed, so that no task of
 * the app's holds up a frame of the count, and neither the modules' download nor their compiling
 * shares the phone with the page's first layout in the hold (it took 2-3 times as long beside them)
 * or comes before the page's largest paint. Each request starts in a task of its own, the whole
 * stylesheet, the app's entry, then its modules one by one: a cold renderer took 23 ms for a page's
 * eighteen preloads in one task, and 13-23 ms for the stylesheet, the entry and the first preload
 * together, on the slowest host (four times that on a phone). The stylesheet is linked dormant: the
 * page's HTML has only the rules it uses, the app may draw or navigate to anything, and switches it
 * on when it first does. Either, asked for while the connection is down, is asked for again when it
 * returns.
 */
export function loadAppAfterFirstPaint({ script, document, importModule }: LoaderPage): void {
  const entry = script.getAttribute('data-entry') ?? '';
  const modules = (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  const stylesheet = script.getAttribute('data-stylesheet');

  const preload = (queue: string[]) => {
    const href = queue.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    setTimeout(() => preload(queue));
  };
  // Asked for while the connection is down (a first visit has no worker to answer), the sheet and
  // the app are asked for again when it returns: a message kept on the device waits for the app.
  const linkStylesheet = (href: string, failed?: HTMLLinkElement) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Dormant until the app first changes the page (src/styles/whole-stylesheet.ts); a link that
    // replaces a failed one takes over its state.
    link.media = failed ? failed.media : STYLESHEET_DORMANT;
    link.setAttribute(WHOLE_STYLESHEET, '');
    link.addEventListener('error', () => {
      link.setAttribute(WHOLE_STYLESHEET, STYLESHEET_FAILED);
      addEventListener('online', () => linkStylesheet(href, link), { once: true });
    });
    if (failed) failed.replaceWith(link);
    else document.head.append(link);
  };
  const startApp = () => {
    importModule(entry).catch(() => addEventListener('online', startApp, { once: true }));
    setTimeout(() => preload([...modules]));
  };
  const start = () => {
    if (stylesheet) linkStylesheet(stylesheet);
    setTimeout(startApp);
  };

  whenPainted(() => {
    const fonts = document.fonts?.status === 'loading' ? document.fonts.ready : Promise.resolve();
    void fonts.then(() =>
      setTimeout(() => {
        if (!document.documentElement.classList.contains(INTRO_CLASS)) return start();
        document.addEventListener(INTRO_END_EVENT, start, { once: true });
      }),
    );
  });
}
