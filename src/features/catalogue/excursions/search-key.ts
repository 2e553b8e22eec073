import type { ExcursionSearch } from '../search-params';

/** Remount key of the search form: a new URL search resets what the fields show. */
export const excursionSearchKey = (search: ExcursionSearch): string =>
  `${search.date_from}|${search.date_to}|${search.tourists}`;
