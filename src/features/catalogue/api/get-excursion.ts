import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { ExcursionSearch } from '../search-params';

/** One excursion by `slug` or `group/slug`, its events limited to the search; 404 when unknown. */
export const excursionQueryOptions = (path: string, search: ExcursionSearch) =>
  queryOptions({
    queryKey: ['catalogue', 'excursion', path, search],
    queryFn: () =>
      unwrap(api.GET('/api/catalog/excursions/{path}/', { params: { path: { path }, query: search } })),
  });
