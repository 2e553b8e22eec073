/// <reference lib="WebWorker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { flushOutbox } from '@common/outbox/flush';
import { OUTBOX_SYNC_TAG } from '@common/outbox/store';
import { GET_VERSION_MESSAGE, SKIP_WAITING_MESSAGE } from '@common/worker-contract';
import { isCatalogueCall, isPictureFetch } from './cached-calls';
import { handlePushes } from './push';
import { catalogueStrategy, pictureStrategy, SAVED_CACHE } from './strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The offline shell the server renders (the document and the root route, no page). */
const SHELL_URL = '/index.html';
/** How long a page request may take before the shell answers instead. */
const NAVIGATION_TIMEOUT_S = 3;
/** What this build precaches (the plugin writes it in place of `self.__WB_MANIFEST`, once). */
const PRECACHE = self.__WB_MANIFEST;
/** The build this worker belongs to: the shell's revision changes with every file of the app. */
const VERSION =
  PRECACHE.flatMap((entry) => (typeof entry !== 'string' && entry.url === SHELL_URL ? [entry] : []))[0]
    ?.revision ?? 'dev';

// The first visit is controlled at once: a tourist who opened the site once has it offline.
clientsClaim();
// The app's files (every route's chunk) and the offline shell are precached at install time;
// on activation the files of older builds are removed. No directory index: Workbox would answer
// `/` with the precached shell (`/index.html`), and the home page would never come from the server.
precacheAndRoute(PRECACHE, { directoryIndex: '' });
cleanupOutdatedCaches();

/**
 * A page the server could not render whole (its backend down: a 502, 503 or 504), or no server at
 * all behind the proxy (the proxy's own error page), is no page: the shell answers as it does
 * offline.
 */
const shellWhenTheServerFails: WorkboxPlugin = {
  fetchDidSucceed: ({ response }) =>
    response.status >= 500
      ? Promise.reject(new Error(`The server answered ${response.status}`))
      : Promise.resolve(response),
};

// Pages come from the server, which renders them with fresh data; the worker never stores them
// (what they show is kept in IndexedDB and in the catalogue cache). Offline, when the server is
// slow or fails, the shell answers and the app renders the page from that saved data. A file
// (`/x.xml`) or an API call is never answered with the shell.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S, plugins: [shellWhenTheServerFails] }),
    { denylist: [/^\/api\//, /\/[^/]+\.[a-z0-9]+$/i] },
  ),
);
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isCatalogueCall(request.method, url),
  catalogueStrategy,
);
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isPictureFetch(request, url),
  async (options) => {
    // What the tourist saved for the trip is never evicted by the picture cache's limits.
    const saved = await caches.open(SAVED_CACHE).then((cache) => cache.match(options.request));
    return saved ?? pictureStrategy.handle(options);
  },
);
// Everything else (personal and transactional calls, every non-GET) goes to the network untouched.

setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(SHELL_URL)) ?? Response.error()) : Response.error(),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
  if (type === GET_VERSION_MESSAGE.type) event.ports[0]?.postMessage({ version: VERSION });
});

// Background Sync: what was written offline is delivered when the network returns, even with
// every tab closed. Items still waiting (a 5xx, no network after all) make the browser try again later.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    flushOutbox().then((items) => {
      if (items.some((item) => item.state === 'queued')) throw new Error('Outbox items still wait');
    }),
  );
});

// A changed trip, told by Web Push even with every tab closed (docs/decisions/047).
handlePushes();
