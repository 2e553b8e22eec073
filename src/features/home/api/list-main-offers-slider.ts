import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allItems, pageQuery } from '@/shared/api/list';

/** Home page slider offers (1056×512 pictures). */
export const mainOffersSliderQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'main_offers_slider'],
    queryFn: () =>
      allItems((page) =>
        unwrap(api.GET('/api/banners/main_offers_slider/', { params: { query: pageQuery(page) } })),
      ),
  });
