import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api } from '@/shared/api/client';
import { unwrapWithSafeHtml } from '@/shared/api/unwrap-safe-html';
import type { HotelSearch } from '../search-params';

/**
 * A room type by `hotel-slug/room-slug`, with its prices and availability for the stay; 404 when
 * unknown. Its description is HTML, sanitised.
 */
export const roomTypeQueryOptions = (path: string, search: HotelSearch) =>
  queryOptions({
    queryKey: callKey('/api/catalog/room_type/{path}/', path, search),
    queryFn: () =>
      unwrapWithSafeHtml(
        api.GET('/api/catalog/room_type/{path}/', { params: { path: { path }, query: search } }),
        'description',
      ),
  });
