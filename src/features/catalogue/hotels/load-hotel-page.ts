import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@common/api/error';
import { headFieldsOf, type PageHeadFields } from '@/shared/lib/page-head';
import { hotelQueryOptions } from '../api/get-hotel';
import { roomTypeQueryOptions } from '../api/get-room-type';
import type { HotelSearch } from '../search-params';

/** An answer of the API, or the 404 page when the API does not know the address. */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) throw notFound();
    throw error;
  }
}

/** `/hotels/{slug}/`: the hotel for the stay; `alongside`, what else the page needs, loads with it. */
export async function loadHotelPage(
  queryClient: QueryClient,
  slug: string,
  search: HotelSearch,
  alongside?: Promise<unknown>,
): Promise<{ head: PageHeadFields }> {
  const [hotel] = await Promise.all([
    orNotFound(queryClient.ensureQueryData(hotelQueryOptions(slug, search))),
    alongside,
  ]);
  return { head: headFieldsOf(hotel) };
}

/** `/hotels/{hotel}/{room}/`: a room type, and `alongside`; any other hotel path is the 404 page. */
export async function loadRoomTypePage(
  queryClient: QueryClient,
  splat: string,
  search: HotelSearch,
  alongside?: Promise<unknown>,
): Promise<{ path: string; head: PageHeadFields }> {
  const segments = splat.split('/').filter(Boolean);
  if (segments.length !== 2) throw notFound();
  const path = segments.join('/');
  const [room] = await Promise.all([
    orNotFound(queryClient.ensureQueryData(roomTypeQueryOptions(path, search))),
    alongside,
  ]);
  return { path, head: headFieldsOf(room) };
}
