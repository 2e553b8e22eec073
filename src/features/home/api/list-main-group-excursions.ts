import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allItems, pageQuery } from '@/shared/api/list';

/** Excursion groups for the home page, each with its excursion count and lowest price. */
export const mainExcursionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['main', 'group_excursions'],
    queryFn: () =>
      allItems((page) =>
        unwrap(api.GET('/api/main/group_excursions/', { params: { query: pageQuery(page) } })),
      ),
  });
