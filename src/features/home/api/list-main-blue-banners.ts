import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** Home page blue banners (168×168 pictures). */
export const mainBlueBannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'main_blue_banners'],
    queryFn: () => unwrap(api.GET('/api/banners/main_blue_banners/')),
  });
