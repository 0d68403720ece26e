import type { Page } from '@playwright/test';

export interface PaintRecords {
  /** The latest largest paint's element: its start tag, e.g. `<h1 id="home-heading" class="…">`. */
  largest: string;
  /** Whether that element matches `expected` (a CSS selector). */
  largestIsExpected: boolean;
  /** The layout shifts without recent input, summed. */
  shift: number;
}

/**
 * What the browser has recorded of a page's painting so far, read at once from its buffers (an
 * observer's `takeRecords()` right after a buffered `observe()` holds every entry). Read it after
 * an event that says the page is done (the app started, the network idle), never after a wait.
 */
export function paintRecords(page: Page, expected = 'h1'): Promise<PaintRecords> {
  return page.evaluate((selector) => {
    const read = (type: string) => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type, buffered: true });
      const entries = observer.takeRecords();
      observer.disconnect();
      return entries;
    };
    const element = (read('largest-contentful-paint').at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined)?.element;
    const shifts = read('layout-shift') as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    return {
      largest: element ? (/^<[^>]*>/.exec(element.outerHTML)?.[0] ?? element.tagName) : '',
      largestIsExpected: element?.matches(selector) ?? false,
      shift: shifts.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
    };
  }, expected);
}
