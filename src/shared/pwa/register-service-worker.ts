import { onlineManager } from '@tanstack/react-query';
import { hasUnsavedInput } from '@/shared/lib/unsaved-input';
import { workerState } from './worker-state';
import { SKIP_WAITING_MESSAGE } from '@common/worker-contract';

let registration: ServiceWorkerRegistration | null = null;

/**
 * Registers the service worker (it precaches the app and keeps the catalogue). A new build's
 * worker waits until the visitor presses 'Обновить'; the check runs again whenever the network
 * returns. The platform's API does this in a few lines: no workbox-window in the first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Without a worker the site still works online; a refused registration is not an error of the page.
  navigator.serviceWorker
    .register('/sw.js')
    .then((registered) => {
      registration = registered;
      followWaitingWorker(registered);
      onlineManager.subscribe((online) => {
        if (online) registered.update().catch(() => undefined);
      });
    })
    .catch((error: unknown) => console.warn('Сервис-воркер не зарегистрирован', error));
}

/** A worker waits when a new build installed while an older one controls the page. */
function followWaitingWorker(registered: ServiceWorkerRegistration): void {
  const markIfWaiting = () => {
    if (registered.waiting && registered.active) workerState.updateWaiting = true;
  };
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') markIfWaiting();
    });
  markIfWaiting();
  // register() itself may have found the new build before this runs.
  follow(registered.installing);
  registered.addEventListener('updatefound', () => follow(registered.installing));
}

/**
 * 'Обновить': the waiting worker takes over and the page reloads into the new build — unless a
 * form holds unsaved input, which is never reloaded away: then the next navigation loads the new
 * build. Either way no page keeps running on files the new worker no longer has.
 */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return;
  const reloadNow = !hasUnsavedInput();
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      workerState.updateWaiting = false;
      if (reloadNow) window.location.reload();
      else workerState.updateOnNextNavigation = true;
    },
    { once: true },
  );
  // sw/sw.ts answers this message with skipWaiting().
  waiting.postMessage(SKIP_WAITING_MESSAGE);
}
