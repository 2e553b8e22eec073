import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { wholeList } from '@/shared/api/whole-list';

/** Home page blue banners (168×168 pictures). */
export const mainBlueBannersQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/banners/main_blue_banners/'),
    queryFn: () => wholeList('/api/banners/main_blue_banners/'),
  });
