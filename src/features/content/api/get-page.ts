import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { withSafeHtml } from '@/shared/lib/safe-html';

/** A content page by its path; its HTML sanitised (decision 020). */
export const pageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['pages', path],
    queryFn: async () =>
      withSafeHtml(await unwrap(api.GET('/api/pages/{path}/', { params: { path: { path } } })), 'content'),
  });
