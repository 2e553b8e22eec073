import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allItems, pageQuery } from '@/shared/api/list';
import type { ExcursionSearch } from '../search-params';
import type { ExcursionCatalog } from './types';

/** Flat list of the excursions available in the search with their events (the table view). */
export const excursionsQueryOptions = (catalog: ExcursionCatalog, search: ExcursionSearch) =>
  queryOptions({
    queryKey: ['catalogue', 'excursions', catalog, search],
    queryFn: () =>
      allItems((page) =>
        unwrap(
          api.GET('/api/excursions/', { params: { query: { ...search, catalog, ...pageQuery(page) } } }),
        ),
      ),
  });
