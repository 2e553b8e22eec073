import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createIdbPersister } from './persister';
import { QUERY_CACHE_MAX_AGE_MS } from './query-client';

/** Restoring longer than this must not hold the page back. */
const RESTORE_TIMEOUT_MS = 1000;

/**
 * Restores what IndexedDB kept of earlier visits into the query cache (an answer already in the
 * cache that is newer, such as the server's, is kept), then keeps IndexedDB in step with the
 * cache, so a tourist offline still sees what was browsed.
 */
export async function keepQueryCacheInIndexedDb(queryClient: QueryClient): Promise<void> {
  const options = {
    queryClient,
    persister: createIdbPersister(),
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: __BUILD_ID__,
  };
  await Promise.race([
    persistQueryClientRestore(options).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
  ]);
  persistQueryClientSubscribe(options);
}
