import type { ChildProcess } from 'node:child_process';

/**
 * Stops a child and waits for it to go: SIGTERM, then SIGKILL after 10 s. `signal` sends them; by
 * default to the child alone, or, say, to its whole process group (`process.kill(-pid, …)`).
 */
export async function stopChild(
  child: ChildProcess,
  signal: (name: NodeJS.Signals) => void = (name) => child.kill(name),
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}
