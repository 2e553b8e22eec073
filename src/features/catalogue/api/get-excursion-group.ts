import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api, unwrap } from '@/shared/api/client';
import type { ExcursionSearch } from '../search-params';

/** One group by slug with its excursions available in the search; 404 for an unknown slug. */
export const excursionGroupQueryOptions = (slug: string, search: ExcursionSearch) =>
  queryOptions({
    queryKey: callKey('/api/catalog/group_excursions/{path}/', slug, search),
    queryFn: () =>
      unwrap(
        api.GET('/api/catalog/group_excursions/{path}/', { params: { path: { path: slug }, query: search } }),
      ),
  });
