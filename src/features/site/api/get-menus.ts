import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@contract/schema.gen';

export type MenuItem = components['schemas']['MenuItem'];

export const menusQueryOptions = () =>
  queryOptions({
    queryKey: ['menus'],
    queryFn: () => unwrap(api.GET('/api/menus/')),
    staleTime: 30 * 60_000,
  });
