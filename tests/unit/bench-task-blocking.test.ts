import { describe, expect, it } from 'vitest';
import { taskBlocking, type TraceEvent } from '../../scripts/bench/task-blocking';

const MAIN = { pid: 1, tid: 1 };
const FCP_TS = 1_000_000;
const fcp: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: FCP_TS };
/** A main-thread task starting `afterFcpMs` after the first paint, lasting `wallMs` of which `cpuMs` on the CPU. */
const task = (afterFcpMs: number, wallMs: number, cpuMs?: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: FCP_TS + afterFcpMs * 1000,
  dur: wallMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});

describe("the benchmark's observed blocking", () => {
  it("counts each main-thread task after the first paint as TBT does, slowed down, from its wall time and from its CPU time", () => {
    const events = [
      task(-100, 40, 40), // before the first paint: not counted
      fcp,
      task(10, 20, 5), // 4 × 20 − 50 = 30 from wall time; 4 × 5 is under 50
      task(200, 15, 14), // 60 − 50 = 10; 56 − 50 = 6
      task(300, 10, 10), // 40: under 50 either way
      task(50, 30, 30, { pid: 2, tid: 7 }), // another thread's task: not the page's main thread
      { name: 'FunctionCall', ph: 'X', ...MAIN, ts: FCP_TS + 10_000, dur: 19_000, tdur: 5_000 }, // inside a task: not a task
    ];
    expect(taskBlocking(events, 4)).toEqual({ wall: 40, cpu: 6 });
  });

  it('reads the slowdown it is given', () => {
    expect(taskBlocking([fcp, task(10, 20, 20)], 1)).toEqual({ wall: 0, cpu: 0 });
    expect(taskBlocking([fcp, task(10, 20, 20)], 5)).toEqual({ wall: 50, cpu: 50 });
  });

  it('gives no CPU figure for a trace without thread times, and none at all without a first paint', () => {
    const noThreadTimes = taskBlocking([fcp, task(10, 20)], 4);
    expect(noThreadTimes.wall).toBe(30);
    expect(noThreadTimes.cpu).toBeNaN();
    const noPaint = taskBlocking([task(10, 20, 20)], 4);
    expect(noPaint.wall).toBeNaN();
    expect(noPaint.cpu).toBeNaN();
  });
});
