import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allItems, pageQuery } from '@/shared/api/list';

/** Every tour group with its tours and their future events (the tours list and the table). */
export const tourGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['tours', 'groups'],
    queryFn: () =>
      allItems((page) =>
        unwrap(api.GET('/api/catalog/group_tours/', { params: { query: pageQuery(page) } })),
      ),
  });
