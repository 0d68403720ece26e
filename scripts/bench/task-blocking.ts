/** The fields of a Chrome trace event this reads: `dur` is wall time, `tdur` the thread's CPU time, both µs. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Blocking time after the first contentful paint, ms at the profile's slowdown: from the tasks' wall time, and from their CPU time alone. */
export interface TaskBlocking {
  wall: number;
  cpu: number;
}

const LONG_TASK_MS = 50;

/**
 * The blocking time of the page's main-thread tasks after its first contentful paint, counted as
 * Total Blocking Time counts it (each task's time over 50 ms) with every task `slowdown` times
 * longer, once from each task's wall time and once from its CPU time. Observed, not simulated:
 * it tells what Lighthouse's TBT is made of. A task whose wall time is far over its CPU time was
 * waiting, not working: on a 2-core host, for the browser's other processes (the compositor, the
 * browser process, the trace's screenshots) or the machine's other load. `cpu` is NaN when the
 * trace has no thread times.
 */
export function taskBlocking(events: readonly TraceEvent[], slowdown: number): TaskBlocking {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return { wall: NaN, cpu: NaN };
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === fcp.pid && event.tid === fcp.tid && event.ts >= fcp.ts);
  const blocking = (micros: number) => Math.max(0, (micros / 1000) * slowdown - LONG_TASK_MS);
  return {
    wall: tasks.reduce((sum, task) => sum + blocking(task.dur ?? 0), 0),
    cpu: tasks.reduce((sum, task) => sum + (task.tdur === undefined ? NaN : blocking(task.tdur)), 0),
  };
}
