/**
 * Runs `task` once the page has loaded and the main thread is idle (at most a few seconds later):
 * work that must not compete with the first paint or hydration. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(task, { timeout: 3000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 1000);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
