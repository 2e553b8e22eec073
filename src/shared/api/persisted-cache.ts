import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { CACHE_FORMAT } from './cache-format';
import { createIdbPersister } from './persister';
import { isPublicQuery } from './public-queries';
import { QUERY_CACHE_MAX_AGE_MS } from './query-client';

/**
 * Restores what IndexedDB kept of earlier visits into the query cache (an answer already in the
 * cache that is newer, such as the server's, is kept), saves the result, then keeps IndexedDB in
 * step with the cache, so a tourist offline still sees what was browsed.
 */
export async function keepQueryCacheInIndexedDb(queryClient: QueryClient): Promise<void> {
  const options = {
    queryClient,
    persister: createIdbPersister(),
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    // A cache written for other API shapes (the schema's hash) or in another format is dropped.
    buster: `${__BUILD_ID__}.${CACHE_FORMAT}`,
    // Only public answers are written: anything personal, named or not, stays in memory and so
    // never outlives the session on the device.
    dehydrateOptions: {
      shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: { status: string } }) =>
        query.state.status === 'success' && isPublicQuery(query.queryKey),
    },
  };
  await persistQueryClientRestore(options).catch(() => undefined);
  // What the page came with (the server's answers) is saved now, not only at the next change.
  void persistQueryClientSave(options);
  persistQueryClientSubscribe(options);
}
