import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { withSafeHtml } from '@/shared/lib/safe-html';

/**
 * One tour by `slug` or `group-slug/slug`, with events, program, hotels and locations. Its
 * description is HTML, sanitised.
 */
export const tourQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['tours', 'tour', path],
    queryFn: async () =>
      withSafeHtml(
        await unwrap(api.GET('/api/catalog/tours/{path}/', { params: { path: { path } } })),
        'description',
      ),
  });
