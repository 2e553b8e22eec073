import { formatDayRange, GUEST_FORMS, pluralize, TOURIST_FORMS } from '@common/format';
import { roomGuests, type ExcursionSearch, type HotelSearch } from './search-params';

/** Between the parts of a summary; a line never starts with it. */
const SEPARATOR = '\u00a0· ';

/** An excursion search in one line: '23–30 ноября · 1 турист'. */
export const excursionSearchSummary = (search: ExcursionSearch): string =>
  `${formatDayRange(search.date_from, search.date_to)}${SEPARATOR}${pluralize(search.tourists, TOURIST_FORMS)}`;

/** A hotel search in one line: '27–30 ноября · 2 гостя'. */
export function hotelSearchSummary(search: HotelSearch): string {
  const { adults, childrenAges } = roomGuests(search.room);
  const guests = pluralize(adults + childrenAges.length, GUEST_FORMS);
  return `${formatDayRange(search.date_from, search.date_to)}${SEPARATOR}${guests}`;
}
