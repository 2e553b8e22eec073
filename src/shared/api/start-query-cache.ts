import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createIdbPersister } from './persister';
import { createQueryClient, QUERY_CACHE_MAX_AGE_MS } from './query-client';

/** Restoring longer than this must not hold the first paint back. */
const RESTORE_TIMEOUT_MS = 300;

/** The app's query client, with what IndexedDB kept of earlier visits restored and kept in step. */
export async function startQueryCache(): Promise<QueryClient> {
  const queryClient = createQueryClient();
  const persistOptions = {
    queryClient,
    persister: createIdbPersister(),
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: __BUILD_ID__,
  };
  await Promise.race([
    persistQueryClientRestore(persistOptions).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
  ]);
  persistQueryClientSubscribe(persistOptions);
  return queryClient;
}
