/** Sleeps `ms`, or less when `stop` aborts first. */
export function pause(ms: number, stop?: AbortSignal): Promise<void> {
  if (stop?.aborted || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stop?.removeEventListener('abort', done);
      resolve();
    }
    stop?.addEventListener('abort', done, { once: true });
  });
}
