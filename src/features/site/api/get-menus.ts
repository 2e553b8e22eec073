import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@contract/schema.gen';

export type MenuItem = components['schemas']['MenuItem'];

export const menusQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/menus/'),
    queryFn: () => unwrap(api.GET('/api/menus/')),
    staleTime: 30 * 60_000,
  });
