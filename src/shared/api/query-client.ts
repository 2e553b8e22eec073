import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './error';

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
        // Cached data first; a request is only attempted when there is a network.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
