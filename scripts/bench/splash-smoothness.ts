import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../local/browser-path';

/** How the intro's count ran in one first visit of the home page. */
export interface SplashRun {
  /** The longest main-thread task while counting (from 30 ms before 2 % was painted to 100 %), in ms. */
  longestTask: number;
  /** What most of that task did, e.g. `FunctionCall index-abc.js`. */
  longestTaskKind: string;
  /** The longest time between two painted values of the count, from 2 % to 100 %, in ms. */
  longestGap: number;
  /** From the first contentful paint (the splash at 0 %) to 2 % painted, in ms. */
  firstStepAfterFcp: number;
  /** Values of 0, 2, …, 100 % that were never painted. */
  missing: number;
  /** From the first contentful paint (the splash) to the page revealed, in ms (the spec's timeline: 2,100). */
  revealAfterFcp: number;
  /** From the page revealed to the app's first line, in ms (NaN for builds without the 'app:start' mark). */
  appStartAfterReveal: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

interface Recorded {
  painted: [string, number][];
  revealedAt: number;
  fcp: number;
  appStart: number;
}

/**
 * Marks in the trace 2 % painted and the count's end (100 % set), and keeps every newly painted
 * value with its frame (as text: tsx would wrap a function's inner functions in helpers the page
 * does not have).
 */
const recordCount = `(() => {
  const record = { painted: [], revealedAt: -1, shown: false, watched: false };
  window.splashRecord = record;
  // The count ends as 100 % is set, in the frame that paints it: the task after it (the page's first
  // layout, in the hold) is not the count's. Only the label is watched: a watch on the whole document
  // would weigh on the parse being measured.
  const watchTheEnd = (label) => {
    record.watched = true;
    const watcher = new MutationObserver(() => {
      if (label.textContent !== '100%') return;
      watcher.disconnect();
      performance.mark('bench:count-end');
    });
    watcher.observe(label, { childList: true, characterData: true, subtree: true });
  };
  const onFrame = (time) => {
    const element = document.querySelector('[data-intro-percent]');
    if (element && !record.watched) watchTheEnd(element);
    const label = element?.textContent;
    if (label && label !== record.painted.at(-1)?.[0]) {
      record.painted.push([label, time]);
      if (label === '2%') performance.mark('bench:count-start');
    }
    // Revealed once <html> loses its 'intro' class (how builds before the 'introend' event are read, to the frame);
    // a frame before the splash's script has put it there does not count.
    const showing = document.documentElement.classList.contains('intro');
    record.shown ||= showing;
    if (record.shown && !showing) record.revealedAt = time;
    else requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  document.addEventListener('introend', () => (record.revealedAt = performance.now()));
})()`;

const kinds = ['EvaluateScript', 'v8.compile', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC'];

function describeTask(task: TraceEvent, events: TraceEvent[]): string {
  const inside = events.filter(
    (event) => event.pid === task.pid && event.tid === task.tid && event.ts >= task.ts && event.ts < task.ts + task.dur! && kinds.includes(event.name),
  );
  const biggest = inside.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!biggest) return 'other';
  const url = biggest.args?.data?.url ?? biggest.args?.beginData?.url;
  return url ? `${biggest.name} ${url.split('/').pop()}` : biggest.name;
}

async function runOnce(browser: Browser, url: string, cpuSlowdown: number): Promise<SplashRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript({ content: recordCount });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { splashRecord: { revealedAt: number } }).splashRecord.revealedAt > 0, undefined, {
    timeout: 60_000,
    polling: 250,
  });
  // The app's start, which should come after the reveal.
  await page.waitForFunction(() => performance.getEntriesByName('app:start').length > 0, undefined, { timeout: 5_000 }).catch(() => undefined);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const recorded = await page.evaluate(
    (): Recorded => ({
      ...(window as unknown as { splashRecord: Omit<Recorded, 'fcp' | 'appStart'> }).splashRecord,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      appStart: performance.getEntriesByName('app:start')[0]?.startTime ?? NaN,
    }),
  );
  await context.close();

  const events = trace.traceEvents;
  const start = events.find((event) => event.name === 'bench:count-start');
  const end = events.find((event) => event.name === 'bench:count-end');
  if (!start || !end) throw new Error(`The count was not painted from 0 to 100 % on ${url}`);
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && event.pid === start.pid && event.tid === start.tid &&
      event.ts + (event.dur ?? 0) > start.ts - 30_000 && event.ts < end.ts,
  );
  const longest = tasks.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const values = recorded.painted.map(([label]) => label);
  const counting = recorded.painted.filter(([label]) => label !== '0%');
  const gaps = counting.slice(1).map(([, time], index) => time - counting[index]![1]);
  return {
    longestTask: (longest?.dur ?? 0) / 1000,
    longestTaskKind: longest ? describeTask(longest, events) : 'none',
    longestGap: Math.max(0, ...gaps),
    firstStepAfterFcp: (counting[0]?.[1] ?? NaN) - recorded.fcp,
    missing: Array.from({ length: 51 }, (_, index) => `${index * 2}%`).filter((value) => !values.includes(value)).length,
    revealAfterFcp: recorded.revealedAt - recorded.fcp,
    appStartAfterReveal: recorded.appStart - recorded.revealedAt,
  };
}

/** Opens the home page as a first visitor `runs` times, with the CPU slowed down `cpuSlowdown` times. */
export async function splashRuns(url: string, runs: number, cpuSlowdown: number): Promise<SplashRun[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const results: SplashRun[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await runOnce(browser, url, cpuSlowdown));
    return results;
  } finally {
    await browser.close();
  }
}
