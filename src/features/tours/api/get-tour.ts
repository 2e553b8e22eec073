import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** One tour by `slug` or `group-slug/slug`, with events, program, hotels and locations. */
export const tourQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['tours', 'tour', path],
    queryFn: () => unwrap(api.GET('/api/catalog/tours/{path}/', { params: { path: { path } } })),
  });
