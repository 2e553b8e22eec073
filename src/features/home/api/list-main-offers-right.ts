import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** Home page offers beside the slider (512×240 pictures). */
export const mainOffersRightQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'main_offers_right'],
    queryFn: () => unwrap(api.GET('/api/banners/main_offers_right/')),
  });
