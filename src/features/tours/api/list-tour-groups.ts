import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** Every tour group with its tours and their future events (the tours list and the table). */
export const tourGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['tours', 'groups'],
    queryFn: () => unwrap(api.GET('/api/catalog/group_tours/')),
  });
