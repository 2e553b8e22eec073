import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { createStore, del, get, set } from 'idb-keyval';

const KEY = 'react-query';
/** The cache changes in bursts (a page loads several queries): write once per burst. */
const WRITE_THROTTLE_MS = 1000;

/** The query cache in IndexedDB (idb-keyval): catalogue and lookups survive reloads and offline starts. */
export function createIdbPersister(): Persister {
  const store = createStore('storefront', 'query-cache');
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = async () => {
    timer = null;
    const client = pending;
    pending = null;
    if (client) await set(KEY, client, store);
  };

  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(() => void flush(), WRITE_THROTTLE_MS);
    },
    restoreClient: () => get<PersistedClient>(KEY, store),
    removeClient: () => del(KEY, store),
  };
}
