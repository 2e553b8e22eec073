/**
 * Ends the current task, so the browser may paint and answer input before the rest runs: start-up
 * work split this way is several short tasks instead of one long one (Total Blocking Time).
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
