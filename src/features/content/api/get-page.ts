import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

export const pageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['pages', path],
    queryFn: () => unwrap(api.GET('/api/pages/{path}/', { params: { path: { path } } })),
  });
