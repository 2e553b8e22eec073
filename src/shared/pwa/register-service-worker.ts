/**
 * Registers the service worker when the page has loaded and the main thread is idle, so the
 * worker's install (it precaches the shell) never competes with the first render.
 * workbox-window is loaded on demand to keep it out of the first-load bundle.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js').register());
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 3000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
