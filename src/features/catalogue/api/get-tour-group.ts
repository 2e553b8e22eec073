import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { withSafeHtml } from '@/shared/lib/safe-html';

/** One tour group by its slug, with its tours; its description is HTML, sanitised. */
export const tourGroupQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['tours', 'group', slug],
    queryFn: async () =>
      withSafeHtml(
        await unwrap(api.GET('/api/catalog/group_tours/{path}/', { params: { path: { path: slug } } })),
        'description',
      ),
  });
