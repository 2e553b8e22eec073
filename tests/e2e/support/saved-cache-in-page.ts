/** The query cache as src/shared/api/persister.ts saved it in IndexedDB. */
export interface SavedCache {
  /** When the persister last wrote the cache (ms); nothing saved: 0. */
  timestamp: number;
  /** The saved queries' keys, as JSON. */
  queryKeys: string[];
}

/**
 * Reads the saved query cache. It runs in the page (Playwright's `evaluate`, the engines' drivers),
 * so it is self-contained: no imports, no closures.
 */
export async function readSavedCache(): Promise<SavedCache> {
  const database = await new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open('storefront');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  if (!database?.objectStoreNames.contains('query-cache')) {
    database?.close();
    return { timestamp: 0, queryKeys: [] };
  }
  const saved = await new Promise<
    { timestamp?: number; clientState?: { queries: Array<{ queryKey: unknown }> } } | undefined
  >((resolve) => {
    const request = database.transaction('query-cache').objectStore('query-cache').get('react-query');
    request.onsuccess = () => resolve(request.result as never);
    request.onerror = () => resolve(undefined);
  });
  database.close();
  return {
    timestamp: saved?.timestamp ?? 0,
    queryKeys: (saved?.clientState?.queries ?? []).map((query) => JSON.stringify(query.queryKey)),
  };
}
