import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock whose holder has exited (killed mid-build) is taken over, not waited for forever. */
function holderIsGone(path: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path, 'utf8'));
  } catch {
    return false;
  }
  // Empty: the holder has created the file and not yet written its pid.
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function tryTake(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Runs `work` holding a lock file (created with O_EXCL, so only one process gets it); another
 * process that wants it waits until it is gone.
 */
export async function withLock<T>(
  path: string,
  work: () => Promise<T>,
  { pollMs = 250, onWait }: { pollMs?: number; onWait?: () => void } = {},
): Promise<T> {
  let waiting = false;
  while (!tryTake(path)) {
    if (holderIsGone(path)) {
      rmSync(path, { force: true });
      continue;
    }
    if (!waiting) onWait?.();
    waiting = true;
    await sleep(pollMs);
  }
  try {
    return await work();
  } finally {
    rmSync(path, { force: true });
  }
}
