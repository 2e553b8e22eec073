import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allItems, pageQuery } from '@/shared/api/list';

/** Tour groups for the home page, each with its tour count and lowest price. */
export const mainTourGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['main', 'group_tours'],
    queryFn: () =>
      allItems((page) => unwrap(api.GET('/api/main/group_tours/', { params: { query: pageQuery(page) } }))),
  });
