import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allItems, pageQuery } from '@/shared/api/list';

/** Home page blue banners (168×168 pictures). */
export const mainBlueBannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'main_blue_banners'],
    queryFn: () =>
      allItems((page) =>
        unwrap(api.GET('/api/banners/main_blue_banners/', { params: { query: pageQuery(page) } })),
      ),
  });
