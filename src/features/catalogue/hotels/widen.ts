import { DEFAULT_HOTEL_ADULTS } from '@/shared/config/constants';
import { addDays } from '@/shared/lib/calendar-day';
import { roomGuests, type HotelSearch } from '../search-params';

/** Ways to find more when no hotel fits: the same stay a week later, and a plain room for two. */
export function widerHotelSearches(search: HotelSearch): Array<{ label: string; search: HotelSearch }> {
  const shift = (date: string) => addDays(date, 7);
  const wider = [
    {
      label: 'Те же даты неделей позже',
      search: { ...search, date_from: shift(search.date_from), date_to: shift(search.date_to) },
    },
  ];
  const guests = roomGuests(search.room);
  if (guests.adults > DEFAULT_HOTEL_ADULTS || guests.childrenAges.length > 0) {
    wider.push({
      label: 'Номер для двух взрослых',
      search: { ...search, room: String(DEFAULT_HOTEL_ADULTS) },
    });
  }
  return wider;
}
