import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { followConnectivity } from './shared/api/connectivity';
import { createQueryClient } from './shared/api/query-client';
import { SHELL_ATTRIBUTE } from './shared/lib/app-shell';
import { watchChunkErrors } from './shared/lib/chunk-reload';
import { captureInstallPrompt } from './shared/pwa/install-prompt';
import { whenIdle } from './shared/lib/when-idle';
import { yieldToBrowser } from './shared/lib/yield-to-browser';
import { registerServiceWorker } from './shared/pwa/register-service-worker';
import { installSession, isSignedIn, sessionState } from './shared/session/session-state';
import './shared/ui/styles/base.css';

/** The offline shell waits at most this long for the saved cache before it renders anyway. */
const RESTORE_WAIT_MS = 1000;

watchChunkErrors();
followConnectivity();
captureInstallPrompt();
installSession();
const queryClient = createQueryClient();
// The persister and IndexedDB code load on their own: a server-rendered page does not need them to
// show. Pages saved for the trip join what the cache kept of earlier visits.
const keepSavedCache = () =>
  Promise.all([
    import('./shared/api/persisted-cache').then(({ keepQueryCacheInIndexedDb }) =>
      keepQueryCacheInIndexedDb(queryClient),
    ),
    import('./features/offline/saved/saved-items')
      .then(({ restoreSavedItems }) => restoreSavedItems(queryClient))
      .catch(() => undefined),
  ]);
const shell = document.documentElement.hasAttribute(SHELL_ATTRIBUTE);
// The offline shell has no page in it: the page's loaders must find what earlier visits saved.
// A page the server rendered brings its own data; the saved cache joins it after hydration.
const savedCache = shell ? keepSavedCache() : null;
if (savedCache)
  await Promise.race([savedCache, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);

// Evaluating the modules, building the route tree and the first slice of hydration are three tasks,
// each short enough not to block a phone's main thread, rather than one long one.
await yieldToBrowser();
const router = createAppRouter({
  queryClient,
  origin: window.location.origin,
  isShell: shell,
  signedIn: () => isSignedIn(sessionState),
});
await yieldToBrowser();
// In a transition, as TanStack Start's client entry does: React hydrates in slices and yields to
// the visitor's input instead of blocking the main thread for the whole page.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});

whenIdle(() => {
  if (!savedCache) void keepSavedCache();
  registerServiceWorker();
});
