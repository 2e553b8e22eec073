import { queryOptions } from '@tanstack/react-query';
import { wholeList } from '@/shared/api/whole-list';
import type { ExcursionSearch } from '../search-params';
import type { ExcursionCatalog } from './types';

/** The catalogue's groups that have excursions available in the search, each with those excursions. */
export const excursionGroupsQueryOptions = (catalog: ExcursionCatalog, search: ExcursionSearch) =>
  queryOptions({
    queryKey: ['catalogue', 'excursion-groups', catalog, search],
    queryFn: () =>
      catalog === 'old'
        ? wholeList('/api/catalog/group_excursion_list/', search)
        : wholeList('/api/catalog/group_excursions/', search),
  });
