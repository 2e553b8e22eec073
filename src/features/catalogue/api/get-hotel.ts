import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api } from '@/shared/api/client';
import { unwrapWithSafeHtml } from '@/shared/api/unwrap-safe-html';
import type { HotelSearch } from '../search-params';

/**
 * A hotel with the room types that fit the stay and their nightly prices; 404 for an unknown slug.
 * Its description is HTML, sanitised.
 */
export const hotelQueryOptions = (slug: string, search: HotelSearch) =>
  queryOptions({
    queryKey: callKey('/api/catalog/hotels/{path}/', slug, search),
    queryFn: () =>
      unwrapWithSafeHtml(
        api.GET('/api/catalog/hotels/{path}/', { params: { path: { path: slug }, query: search } }),
        'description',
      ),
  });
