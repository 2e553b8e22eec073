import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api } from '@/shared/api/client';
import { unwrapWithSafeHtml } from '@/shared/api/unwrap-safe-html';

/** A content page by its path; its HTML sanitised (decision 020). */
export const pageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: callKey('/api/pages/{path}/', path),
    queryFn: () =>
      unwrapWithSafeHtml(api.GET('/api/pages/{path}/', { params: { path: { path } } }), 'content'),
  });
