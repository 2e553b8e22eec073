/// <reference lib="WebWorker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The offline shell the server renders (the document and the root route, no page). */
const SHELL_URL = '/index.html';
/** How long a page request may take before the shell answers instead. */
const NAVIGATION_TIMEOUT_S = 4;

// The app's files and the offline shell are precached at install time: the app starts offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the server, which renders them with fresh data; the worker never stores them
// (what they show is kept in IndexedDB, newer than any stored page would be). Offline, or when
// the server is slow, the shell answers and the app renders the page from that saved data.
registerRoute(
  new NavigationRoute(new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S }), {
    denylist: [/^\/api\//],
  }),
);
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(SHELL_URL)) ?? Response.error()) : Response.error(),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
