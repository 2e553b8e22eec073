import {
  keepPreviousData,
  type QueryKey,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { ApiError } from '@common/api/error';
import { useOnline } from '@/shared/lib/use-online';

export interface SavedResults<T> {
  data: T;
  /** The saved answer's query key: its last part is the search it answered. */
  queryKey: QueryKey;
  receivedAt: number;
}

/** The newest answer the cache holds for any search of a list (`listKey` is the keys' common start). */
export function newestSavedResults<T>(
  queryClient: ReturnType<typeof useQueryClient>,
  listKey: QueryKey,
): SavedResults<T> | undefined {
  let newest: SavedResults<T> | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: listKey })) {
    if (query.state.data === undefined) continue;
    if (newest && newest.receivedAt >= query.state.dataUpdatedAt) continue;
    newest = { data: query.state.data as T, queryKey: query.queryKey, receivedAt: query.state.dataUpdatedAt };
  }
  return newest;
}

/**
 * Offline, a list whose search was never answered on this device (the default search moves with
 * 'today') shows the newest results saved for another search of the same list, so a tourist sees
 * yesterday's catalogue rather than nothing. So it does online when the server answered the list
 * with a 5xx (the agency's backend down: decision 046). Undefined otherwise, or when the search has
 * its own answer.
 */
function useSavedResultsFallback<T>(
  query: UseQueryResult<T>,
  listKey: QueryKey,
): (SavedResults<T> & { offline: boolean }) | undefined {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (query.data !== undefined || query.fetchStatus === 'fetching') return undefined;
  if (online && !serverFailed(query.error)) return undefined;
  const newest = newestSavedResults<T>(queryClient, listKey);
  return newest && { ...newest, offline: !online };
}

/** The server answered, and said it could not give the list (502, 503, 504…). */
const serverFailed = (error: unknown) => error instanceof ApiError && error.status >= 500;

/** A query key's last part: the search a list's key ends with. */
type LastPart<K> = K extends readonly [...unknown[], infer Last] ? Last : never;

/**
 * A search's results, the previous search's kept on screen while the next loads; offline, the newest
 * saved for another search of the same list (above). The list is the query key without its last
 * part, the search it answered is that last part.
 */
export function useResultsOrSaved<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const saved = useSavedResultsFallback(query, options.queryKey.slice(0, -1));
  const search = (saved ?? options).queryKey.at(-1) as LastPart<K>;
  return { query, data: query.data ?? saved?.data, saved, search };
}
