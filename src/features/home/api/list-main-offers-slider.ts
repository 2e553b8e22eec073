import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { wholeList } from '@/shared/api/whole-list';

/** Home page slider offers (1056×512 pictures). */
export const mainOffersSliderQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/banners/main_offers_slider/'),
    queryFn: () => wholeList('/api/banners/main_offers_slider/'),
  });
