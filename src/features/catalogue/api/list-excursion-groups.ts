import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { wholeList } from '@/shared/api/whole-list';
import type { ExcursionSearch } from '../search-params';
import type { ExcursionCatalog } from './types';

/** The list call of each excursion catalogue (`/excursions/…`, `/excursions_old/…`). */
const excursionGroupsPath = (catalog: ExcursionCatalog) =>
  catalog === 'old'
    ? ('/api/catalog/group_excursion_list/' as const)
    : ('/api/catalog/group_excursions/' as const);

/** The catalogue's groups that have excursions available in the search, each with those excursions. */
export const excursionGroupsQueryOptions = (catalog: ExcursionCatalog, search: ExcursionSearch) => {
  const path = excursionGroupsPath(catalog);
  return queryOptions({
    queryKey: callKey(path, search),
    queryFn: () => wholeList(path, search),
  });
};
