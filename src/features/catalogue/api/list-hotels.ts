import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { HotelSearch } from '../search-params';

/** The API's largest page: the region has a handful of hotels, so one page holds them all. */
const PAGE_SIZE = 100;

/** Hotels with a room that fits the guests and is free every night of the stay. */
export const hotelsQueryOptions = (search: HotelSearch) =>
  queryOptions({
    queryKey: ['catalogue', 'hotels', search],
    queryFn: () =>
      unwrap(api.GET('/api/catalog/hotels/', { params: { query: { ...search, page_size: PAGE_SIZE } } })),
  });
