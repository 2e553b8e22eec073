import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** One tour group by its slug, with its tours. */
export const tourGroupQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['tours', 'group', slug],
    queryFn: () => unwrap(api.GET('/api/catalog/group_tours/{path}/', { params: { path: { path: slug } } })),
  });
