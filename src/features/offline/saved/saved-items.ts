import { dehydrate, type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, values } from 'idb-keyval';
import { CACHE_FORMAT } from '@/shared/api/cache-format';
import { isPublicQuery } from '@/shared/api/public-queries';
import { SAVED_PICTURE_CACHE } from '@common/worker-contract';

/** A page saved for the trip: its data (with its events), its pictures and their size. */
export interface SavedItem {
  href: string;
  title: string;
  savedAt: number;
  bytes: number;
  pictures: string[];
  queries: DehydratedState;
  /** The format its queries were saved in (src/shared/api/cache-format.ts); none before format 2. */
  format?: number;
}

/** Bounds of one saved page: enough for a tour's gallery, not a whole catalogue's. */
const MAX_PICTURES = 60;
const MAX_BYTES = 20 * 1024 * 1024;

// A database of its own: idb-keyval keeps one store per database.
const store = () => createStore('storefront-saved', 'items');

export const listSavedItems = async (): Promise<SavedItem[]> =>
  (await values<SavedItem>(store())).sort((a, b) => b.savedAt - a.savedAt);

export const readSavedItem = (href: string): Promise<SavedItem | undefined> => get<SavedItem>(href, store());

/**
 * Saves what the page shows now: every public query on screen, and the pictures, kept
 * in a cache of their own that the service worker answers from and never evicts.
 */
export async function saveForOffline(
  queryClient: QueryClient,
  page: { href: string; title: string; pictures: string[] },
): Promise<SavedItem> {
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && query.getObserversCount() > 0 && isPublicQuery(query.queryKey),
  });
  return savePageData(page, queries);
}

/** Keeps a page's data (what its loaders asked for) and its pictures, in a cache the worker answers from. */
export async function savePageData(
  page: { href: string; title: string; pictures: string[] },
  queries: DehydratedState,
): Promise<SavedItem> {
  let bytes = new Blob([JSON.stringify(queries)]).size;
  const cache = await caches.open(SAVED_PICTURE_CACHE);
  const pictures: string[] = [];
  for (const url of page.pictures.slice(0, MAX_PICTURES)) {
    const response = await fetch(url).catch(() => null);
    if (!response?.ok) continue;
    const size = (await response.clone().blob()).size;
    if (bytes + size > MAX_BYTES) break;
    await cache.put(url, response);
    bytes += size;
    pictures.push(url);
  }
  // Saved pages should survive the browser clearing space on its own.
  void navigator.storage?.persist?.().catch(() => false);
  const item: SavedItem = { ...page, pictures, queries, bytes, savedAt: Date.now(), format: CACHE_FORMAT };
  await set(page.href, item, store());
  return item;
}

/** Removes a saved page and the pictures no other saved page uses. */
export async function removeSavedItem(href: string): Promise<void> {
  const item = await readSavedItem(href);
  await del(href, store());
  if (!item) return;
  const stillUsed = new Set((await listSavedItems()).flatMap((other) => other.pictures));
  const cache = await caches.open(SAVED_PICTURE_CACHE);
  await Promise.all(item.pictures.filter((url) => !stillUsed.has(url)).map((url) => cache.delete(url)));
}

/**
 * Puts saved pages' data into the query cache (an answer already there that is newer is kept).
 * A page saved in an older format is not trusted (its HTML was not sanitised then): it stays in the
 * list, and its page asks its query functions again.
 */
export async function restoreSavedItems(queryClient: QueryClient): Promise<void> {
  for (const item of await listSavedItems()) {
    if (item.format === CACHE_FORMAT) hydrate(queryClient, item.queries);
  }
}
