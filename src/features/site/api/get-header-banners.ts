import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allItems, pageQuery } from '@/shared/api/list';
import type { components } from '@/shared/api/schema.gen';

export type Banner = components['schemas']['Banner'];

/** Banners of the header menu panels (320×200). */
export const headerBannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'header_dropdowns'],
    queryFn: () =>
      allItems((page) =>
        unwrap(api.GET('/api/banners/header_dropdowns/', { params: { query: pageQuery(page) } })),
      ),
    staleTime: 30 * 60_000,
  });
