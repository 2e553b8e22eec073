import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allPages, pageQuery } from '@common/api/list';
import type { HotelSearch } from '../search-params';

/** Hotels with a room that fits the guests and is free every night of the stay. */
export const hotelsQueryOptions = (search: HotelSearch) =>
  queryOptions({
    queryKey: ['catalogue', 'hotels', search],
    queryFn: () =>
      allPages((page) =>
        unwrap(api.GET('/api/catalog/hotels/', { params: { query: { ...search, ...pageQuery(page) } } })),
      ),
  });
