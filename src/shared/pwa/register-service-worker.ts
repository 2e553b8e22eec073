/**
 * Registers the service worker once the page has loaded, so it never competes with first paint.
 * workbox-window is loaded on demand to keep it out of the first-load bundle.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js').register());
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
