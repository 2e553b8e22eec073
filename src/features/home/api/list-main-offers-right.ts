import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allItems, pageQuery } from '@/shared/api/list';

/** Home page offers beside the slider (512×240 pictures). */
export const mainOffersRightQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'main_offers_right'],
    queryFn: () =>
      allItems((page) =>
        unwrap(api.GET('/api/banners/main_offers_right/', { params: { query: pageQuery(page) } })),
      ),
  });
