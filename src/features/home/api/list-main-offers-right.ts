import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { wholeList } from '@/shared/api/whole-list';

/** Home page offers beside the slider (512×240 pictures). */
export const mainOffersRightQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/banners/main_offers_right/'),
    queryFn: () => wholeList('/api/banners/main_offers_right/'),
  });
