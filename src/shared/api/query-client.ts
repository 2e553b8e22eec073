import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@common/api/error';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Kept this long in memory and in IndexedDB, so a tourist offline still sees what was browsed. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * DAY_MS;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE_MS,
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        // One attempt even offline: the service worker may answer from its catalogue cache.
        networkMode: 'offlineFirst',
        // Offline, a failed call is not retried (a retry would wait for the network, and the page
        // with it): the page shows what was saved, or says it needs the network. When the network
        // returns, what is on screen is asked again — prices and places may have changed meanwhile.
        // Nor on the server: a page whose data failed is answered at once (server/web/site.ts), and
        // the browser asks again.
        retry: (failureCount, error) =>
          !import.meta.env.SSR &&
          onlineManager.isOnline() &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
        refetchOnReconnect: 'always',
      },
    },
  });
}
