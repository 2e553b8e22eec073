import { onlineManager } from '@tanstack/react-query';
import type { Workbox } from 'workbox-window';
import { hasUnsavedInput } from '@/shared/lib/unsaved-input';
import { workerState } from './worker-state';

let workbox: Workbox | null = null;

/**
 * Registers the service worker (it precaches the app and keeps the catalogue). workbox-window is
 * loaded on demand to keep it out of the first-load bundle. A new build's worker waits until the
 * visitor presses 'Обновить'; the check runs again whenever the network returns.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Without a worker the site still works online; a refused registration is not an error of the page.
  import('workbox-window')
    .then(async ({ Workbox }) => {
      workbox = new Workbox('/sw.js');
      workbox.addEventListener('waiting', () => {
        workerState.updateWaiting = true;
      });
      await workbox.register();
      onlineManager.subscribe((online) => {
        if (online) void workbox?.update();
      });
    })
    .catch((error: unknown) => console.warn('Сервис-воркер не зарегистрирован', error));
}

/**
 * 'Обновить': the waiting worker takes over and the page reloads into the new build — unless a
 * form holds unsaved input, which is never reloaded away: then the next navigation loads the new
 * build. Either way no page keeps running on files the new worker no longer has.
 */
export function applyUpdate(): void {
  if (!workbox) return;
  const reloadNow = !hasUnsavedInput();
  workbox.addEventListener('controlling', () => {
    workerState.updateWaiting = false;
    if (reloadNow) window.location.reload();
    else workerState.updateOnNextNavigation = true;
  });
  void workbox.messageSkipWaiting();
}
