import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api } from '@/shared/api/client';
import { unwrapWithSafeHtml } from '@/shared/api/unwrap-safe-html';
import type { ExcursionSearch } from '../search-params';

/**
 * One excursion by `slug` or `group/slug`, its events limited to the search; 404 when unknown.
 * Its description is HTML, sanitised.
 */
export const excursionQueryOptions = (path: string, search: ExcursionSearch) =>
  queryOptions({
    queryKey: callKey('/api/catalog/excursions/{path}/', path, search),
    queryFn: () =>
      unwrapWithSafeHtml(
        api.GET('/api/catalog/excursions/{path}/', { params: { path: { path }, query: search } }),
        'description',
      ),
  });
