import type { HotelSearch } from '../search-params';

/** Remount key of the search form: a new URL search resets what the fields show. */
export const hotelSearchKey = (search: HotelSearch): string =>
  `${search.date_from}|${search.date_to}|${search.room}`;
