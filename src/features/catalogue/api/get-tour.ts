import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { unwrapWithSafeHtml } from '@/shared/api/unwrap-safe-html';

/**
 * One tour by `slug` or `group-slug/slug`, with events, program, hotels and locations. Its
 * description is HTML, sanitised.
 */
export const tourQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['tours', 'tour', path],
    queryFn: () =>
      unwrapWithSafeHtml(
        api.GET('/api/catalog/tours/{path}/', { params: { path: { path } } }),
        'description',
      ),
  });
