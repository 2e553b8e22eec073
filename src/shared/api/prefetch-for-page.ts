import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** How long a page waits in the browser for a list before it shows the list's skeleton instead. */
const BROWSER_WAIT_MS = 300;

/**
 * Starts a list's query from a route loader. The server waits for the answer, so the page's HTML
 * holds the list; the browser waits only a moment: a fast answer renders at once, a slow or
 * failing one does not hold the page back (the list shows its skeleton, then its data or error).
 * It never throws: a failed list is not a failed page (docs/product.md#errors).
 */
export function prefetchForPage<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const loaded = queryClient.prefetchQuery(options);
  if (import.meta.env.SSR) return loaded;
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, BROWSER_WAIT_MS))]);
}
