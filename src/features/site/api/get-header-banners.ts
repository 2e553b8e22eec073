import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import type { components } from '@contract/schema.gen';
import { wholeList } from '@/shared/api/whole-list';

export type Banner = components['schemas']['Banner'];

/** Banners of the header menu panels (320×200). */
export const headerBannersQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/banners/header_dropdowns/'),
    queryFn: () => wholeList('/api/banners/header_dropdowns/'),
    staleTime: 30 * 60_000,
  });
