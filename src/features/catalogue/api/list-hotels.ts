import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api, unwrap } from '@/shared/api/client';
import { allPages, pageQuery } from '@common/api/list';
import type { HotelSearch } from '../search-params';

/** Hotels with a room that fits the guests and is free every night of the stay. */
export const hotelsQueryOptions = (search: HotelSearch) =>
  queryOptions({
    queryKey: callKey('/api/catalog/hotels/', search),
    queryFn: () =>
      allPages((page) =>
        unwrap(api.GET('/api/catalog/hotels/', { params: { query: { ...search, ...pageQuery(page) } } })),
      ),
  });
