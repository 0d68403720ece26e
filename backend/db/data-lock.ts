import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const held = new Set<string>();

/** Thrown when another live backend owns the data folder. */
export class DataFolderInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerPid(lockPath: string): number {
  try {
    return Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * Takes `<dir>/backend.lock` for this process. A lock left by a dead process is taken over;
 * a lock held by a live one (or by another backend in this process) is refused.
 */
export function acquireDataLock(dir: string): () => void {
  const lockPath = join(dir, 'backend.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(lockPath);
      return () => {
        held.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = ownerPid(lockPath);
      const ours = pid === process.pid && !held.has(lockPath);
      if (Number.isFinite(pid) && isAlive(pid) && !ours) {
        throw new DataFolderInUseError(
          `The data folder ${dir} is already in use by another backend (pid ${pid}). ` +
            'Stop that process, or start this one with --data <another folder> or --memory.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataFolderInUseError(`Could not lock the data folder ${dir}.`);
}
