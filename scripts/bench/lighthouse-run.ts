import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { taskBlocking, type TaskBlocking, type TraceEvent } from './task-blocking';

/** One Lighthouse run's figures (simulated, Lighthouse's standard mobile profile). */
export interface LighthouseFigures {
  /** The performance score, 0–100. */
  performance: number;
  /** First and largest contentful paint, total blocking time: ms. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's CPU benchmark of the host during the run (higher is faster): the same page reads slower on a slower or busier host. */
  benchmarkIndex: number;
  /** Where the main thread's time went, ms at the profile's 4× (Lighthouse's `mainthread-work-breakdown`, read from the run's trace). */
  mainThread: MainThread;
  /** The main thread's blocking after the first paint, observed at the profile's slowdown, from wall and from CPU time (task-blocking.ts). */
  blocking: TaskBlocking;
}

/** Lighthouse's task groups (`lighthouse/core/lib/tracehouse/task-groups.js`): script is its parse-and-compile and evaluation groups together. */
export const mainThreadGroups = ['parseHTML', 'styleLayout', 'script', 'paintCompositeRender', 'garbageCollection', 'other'] as const;
export type MainThread = Record<(typeof mainThreadGroups)[number], number>;

interface BreakdownItem {
  group: string;
  duration: number;
}

/** The run's main-thread time per group, from the items of Lighthouse's breakdown audit. */
function mainThreadOf(items: BreakdownItem[]): MainThread {
  const time = Object.fromEntries(mainThreadGroups.map((group) => [group, 0])) as MainThread;
  for (const { group, duration } of items) {
    const key = group === 'scriptParseCompile' || group === 'scriptEvaluation' ? 'script' : group;
    if (key in time) time[key as keyof MainThread] += duration;
  }
  return time;
}

/** Lighthouse's settings as lighthouserc.json writes them: Chrome's flags as one string, as LHCI takes them. */
export type LighthouseSettings = Flags & { chromeFlags?: string };

/** LHCI's collector runs Lighthouse again when a run fails (on this VM, now and then: `NO_NAVSTART`), up to 3 times. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a Chromium of its own, started for it and killed after it, as LHCI's
 * collector does (it spawns Lighthouse's CLI per run, which launches Chrome with chrome-launcher
 * exactly so): every run pays the browser's cold start (process, caches, code compilation), as a
 * phone opening the page does, and no run inherits another's state. The Node API instead of the CLI
 * saves a Node start per run and hands over the report without parsing it from stdout.
 */
async function runOnce(url: string, chromePath: string, { chromeFlags = '', ...settings }: LighthouseSettings): Promise<LighthouseFigures> {
  // LHCI adds `--headless=new` to the configured flags.
  const chrome = await launch({ chromePath, chromeFlags: [...chromeFlags.split(/\s+/).filter(Boolean), '--headless=new'] });
  try {
    const result = await lighthouse(url, { ...settings, port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no report on ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: (lhr.categories.performance?.score ?? NaN) * 100,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      mainThread: mainThreadOf((lhr.audits['mainthread-work-breakdown']?.details as { items?: BreakdownItem[] } | undefined)?.items ?? []),
      blocking: taskBlocking(result.artifacts.Trace.traceEvents as TraceEvent[], lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN),
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseRun(url: string, chromePath: string, settings: LighthouseSettings): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, chromePath, settings);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.warn(`\n${(error as Error).message}; running it again`);
    }
  }
}
