import {
  daysBetween,
  parseCalendarDay,
  today as agencyToday,
  type CalendarDay,
} from '@/shared/lib/calendar-day';

/**
 * The tours' date filter: departures that start within the range. Either end may be left open (no
 * filter at all shows every departure); the tours API takes no dates, so the filter runs over the
 * departures the catalogue already holds. The routes read it on every load: this module stays
 * light (no dayjs), the rest of the filter is in `search.ts`.
 */
export interface TourSearch {
  date_from?: CalendarDay;
  date_to?: CalendarDay;
}

/** The longest range the form takes, as for excursions. */
export const MAX_TOUR_SEARCH_DAYS = 366;

/** Validates the filter of a (possibly shared, possibly stale) link; a bad or past range means no filter. */
export function parseTourSearch(
  raw: Record<string, unknown>,
  today: CalendarDay = agencyToday(),
): TourSearch {
  // Both keys always: the router keeps a raw key that validation leaves out, and a bad link's
  // dates would then filter the list after all.
  const none: TourSearch = { date_from: undefined, date_to: undefined };
  const from = parseCalendarDay(raw.date_from);
  const to = parseCalendarDay(raw.date_to);
  if ((raw.date_from !== undefined && !from) || (raw.date_to !== undefined && !to)) return none;
  if ((from && from < today) || (to && to < (from ?? today))) return none;
  if (from && to && daysBetween(from, to) > MAX_TOUR_SEARCH_DAYS) return none;
  return { date_from: from ?? undefined, date_to: to ?? undefined };
}
