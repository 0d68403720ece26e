import { describe, expect, it } from 'vitest';
import { runPooled } from '../../sw/pooled';

/** A job the test settles by hand, recording when it starts. */
function deferredJobs(count: number) {
  const started: number[] = [];
  const settle: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const jobs = Array.from({ length: count }, (_, index) => () => {
    started.push(index);
    return new Promise<void>((resolve, reject) => {
      settle[index] = { resolve, reject };
    });
  });
  return { jobs, started, settle };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('running jobs a few at a time', () => {
  it('starts no more than the limit at once, in order, and the next as soon as one ends', async () => {
    const { jobs, started, settle } = deferredJobs(6);
    const all = runPooled(jobs, 4);
    await turn();
    expect(started).toEqual([0, 1, 2, 3]);
    settle[2]!.resolve();
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    settle[0]!.resolve();
    settle[1]!.resolve();
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    for (const index of [3, 4, 5]) settle[index]!.resolve();
    await expect(all).resolves.toBeUndefined();
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const { jobs, started, settle } = deferredJobs(5);
    const all = runPooled(jobs, 2);
    await turn();
    settle[1]!.reject(new Error('offline'));
    await expect(all).rejects.toThrow('offline');
    settle[0]!.resolve();
    await turn();
    expect(started).toEqual([0, 1]);
  });

  it('runs every job of a list shorter than the limit, and resolves at once for none', async () => {
    const ran: number[] = [];
    await runPooled([1, 2].map((value) => async () => void ran.push(value)), 4);
    expect(ran).toEqual([1, 2]);
    await expect(runPooled([], 4)).resolves.toBeUndefined();
  });
});
