/**
 * Registers the service worker (it precaches the app). workbox-window is loaded on demand to keep
 * it out of the first-load bundle.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Without a worker the site still works online; a refused registration is not an error of the page.
  import('workbox-window')
    .then(({ Workbox }) => new Workbox('/sw.js').register())
    .catch((error: unknown) => console.warn('Сервис-воркер не зарегистрирован', error));
}
