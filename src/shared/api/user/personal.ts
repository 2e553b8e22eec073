/**
 * The first key of every personal query (the user, tourists, orders): such answers never go to
 * IndexedDB and leave the cache when the session ends.
 */
export const PERSONAL_QUERY_ROOT = 'me';

export const isPersonalQueryKey = (queryKey: readonly unknown[]): boolean =>
  queryKey[0] === PERSONAL_QUERY_ROOT;
