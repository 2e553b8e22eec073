import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allItems, pageQuery } from '@/shared/api/list';
import type { ExcursionSearch } from '../search-params';
import type { ExcursionCatalog } from './types';

/** The catalogue's groups that have excursions available in the search, each with those excursions. */
export const excursionGroupsQueryOptions = (catalog: ExcursionCatalog, search: ExcursionSearch) =>
  queryOptions({
    queryKey: ['catalogue', 'excursion-groups', catalog, search],
    queryFn: () =>
      allItems((page) => {
        const query = { ...search, ...pageQuery(page) };
        return unwrap(
          catalog === 'old'
            ? api.GET('/api/catalog/group_excursion_list/', { params: { query } })
            : api.GET('/api/catalog/group_excursions/', { params: { query } }),
        );
      }),
  });
