import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** Home page slider offers (1056×512 pictures). */
export const mainOffersSliderQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'main_offers_slider'],
    queryFn: () => unwrap(api.GET('/api/banners/main_offers_slider/')),
  });
