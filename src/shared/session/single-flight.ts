/**
 * Runs `task` once for all callers that ask while it is under way: they share its result, and the
 * next call after it settles starts it anew. Ten calls that find an expired token make one refresh.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
