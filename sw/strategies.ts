import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  API_UPDATES_CHANNEL,
  type ApiUpdatedMessage,
  CATALOGUE_CACHE,
  PICTURE_CACHE,
} from '@common/worker-contract';

export { SAVED_PICTURE_CACHE as SAVED_CACHE } from '@common/worker-contract';

const DAY_S = 24 * 60 * 60;

/**
 * Tells open pages when a revalidation brought different data. Bodies are compared, not headers:
 * the backend sends no ETag, and a changed title may keep the length.
 */
const announceChanges: WorkboxPlugin = {
  cacheDidUpdate: async ({ oldResponse, newResponse, request }) => {
    if (!oldResponse) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
    if (before === after) return;
    const channel = new BroadcastChannel(API_UPDATES_CHANNEL);
    channel.postMessage({ type: 'api-updated', url: request.url } satisfies ApiUpdatedMessage);
    channel.close();
  },
};

/** Catalogue and lookups: the saved answer at once (offline too), the network's in the background. */
export const catalogueStrategy = new StaleWhileRevalidate({
  cacheName: CATALOGUE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * DAY_S, purgeOnQuotaError: true }),
    announceChanges,
  ],
});

/**
 * Pictures never change under the same address. 300 entries of the demo's 420–1200-wide PNGs
 * (≈ 15–50 KB each) keep the cache under 15 MB.
 */
export const pictureStrategy = new CacheFirst({
  cacheName: PICTURE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
  ],
});
