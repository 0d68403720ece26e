/**
 * Runs the jobs in the order given, at most `limit` at a time. Resolves when all have succeeded;
 * rejects with the first failure, after which no further job starts (those already running finish).
 */
export async function runPooled(jobs: ReadonlyArray<() => Promise<unknown>>, limit: number): Promise<void> {
  let next = 0;
  let failed = false;
  async function lane(): Promise<void> {
    while (!failed && next < jobs.length) {
      const job = jobs[next]!;
      next += 1;
      try {
        await job();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, jobs.length)) }, lane));
}
