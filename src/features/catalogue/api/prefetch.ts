import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** How long a list page waits for its data before it shows its skeleton instead. */
const WAIT_MS = 300;

/**
 * Starts a list's query from the route loader and waits a moment for it: a fast answer renders at
 * once, a slow or failing one does not hold the page (header, form) back — the list shows its
 * skeleton, then its data or its error.
 */
export function prefetchBriefly<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  return Promise.race([
    queryClient.prefetchQuery(options),
    new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS)),
  ]);
}
