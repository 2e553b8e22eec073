import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api } from '@/shared/api/client';
import { unwrapWithSafeHtml } from '@/shared/api/unwrap-safe-html';

/** One tour group by its slug, with its tours; its description is HTML, sanitised. */
export const tourGroupQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: callKey('/api/catalog/group_tours/{path}/', slug),
    queryFn: () =>
      unwrapWithSafeHtml(
        api.GET('/api/catalog/group_tours/{path}/', { params: { path: { path: slug } } }),
        'description',
      ),
  });
