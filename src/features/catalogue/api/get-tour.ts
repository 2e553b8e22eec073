import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api } from '@/shared/api/client';
import { unwrapWithSafeHtml } from '@/shared/api/unwrap-safe-html';

/**
 * One tour by `slug` or `group-slug/slug`, with events, program, hotels and locations. Its
 * description is HTML, sanitised.
 */
export const tourQueryOptions = (path: string) =>
  queryOptions({
    queryKey: callKey('/api/catalog/tours/{path}/', path),
    queryFn: () =>
      unwrapWithSafeHtml(
        api.GET('/api/catalog/tours/{path}/', { params: { path: { path } } }),
        'description',
      ),
  });
