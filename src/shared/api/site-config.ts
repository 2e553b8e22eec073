import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@contract/schema.gen';

export type SiteConfig = components['schemas']['SiteConfig'];

export const configsQueryOptions = () =>
  queryOptions({
    queryKey: ['configs'],
    queryFn: () => unwrap(api.GET('/api/configs/')),
    staleTime: 30 * 60_000,
  });
