import { formatDayRange } from '@common/format';
import { addDays, daysBetween, today as agencyToday, type CalendarDay } from '@/shared/lib/calendar-day';
import { isoToDisplayDate, validateDateRange, displayToIsoDate } from '@/shared/ui/forms/date-range';
import type { TourEvent, TourGroup } from '../api/types';
import { isBookable } from './bookable';
import type { TourSearch } from '../search-params';
import type { DatesFormResult } from '../trips/DatesSearchForm';
import { TRIP_DATE_RULES } from '../trips/date-rules';

export const isFiltered = (search: TourSearch): boolean => Boolean(search.date_from ?? search.date_to);

const inRange = (event: TourEvent, search: TourSearch): boolean =>
  (!search.date_from || event.date_start >= search.date_from) &&
  (!search.date_to || event.date_start <= search.date_to);

/**
 * The catalogue within the filter: each tour keeps its departures that start in the range and stays
 * while one of them can be booked (a card offers a bookable departure or is not shown); a group
 * stays while it has tours. Without a filter the catalogue is returned as it is.
 */
export function toursWithin(
  groups: readonly TourGroup[],
  search: TourSearch,
  today: CalendarDay = agencyToday(),
): TourGroup[] {
  if (!isFiltered(search)) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      tours: group.tours
        .map((tour) => ({ ...tour, events: tour.events.filter((event) => inRange(event, search)) }))
        .filter((tour) => tour.events.some((event) => isBookable(event, today))),
    }))
    .filter((group) => group.tours.length > 0);
}

/** Every departure of the range, bookable or not, for the table (which shows why one cannot be booked). */
export function departuresWithin(groups: readonly TourGroup[], search: TourSearch): TourGroup[] {
  if (!isFiltered(search)) return [...groups];
  return groups.map((group) => ({
    ...group,
    tours: group.tours.map((tour) => ({
      ...tour,
      events: tour.events.filter((event) => inRange(event, search)),
    })),
  }));
}

/** Days with a departure that can be booked: the calendars mark them. */
export function departureDays(
  groups: readonly TourGroup[],
  today: CalendarDay = agencyToday(),
): Set<CalendarDay> {
  return new Set(
    groups.flatMap((group) =>
      group.tours.flatMap((tour) =>
        tour.events.filter((event) => isBookable(event, today)).map((event) => event.date_start),
      ),
    ),
  );
}

/** The filter in one line: '1–14 декабря', 'с 5 декабря', 'по 14 декабря' or 'Любые даты'. */
export function tourSearchSummary(search: TourSearch): string {
  const { date_from: from, date_to: to } = search;
  if (from && to) return `Выезд ${formatDayRange(from, to)}`;
  if (from) return `Выезд с\u00a0${formatDayRange(from, from)}`;
  if (to) return `Выезд по\u00a0${formatDayRange(to, to)}`;
  return 'Любые даты выезда';
}

/**
 * Ways on when no departure matched: the nearest bookable departure after the range (with a range
 * as long as the one asked for), and every date.
 */
export function widerTourSearches(
  groups: readonly TourGroup[],
  search: TourSearch,
  today: CalendarDay = agencyToday(),
): Array<{ label: string; search: TourSearch }> {
  const wider: Array<{ label: string; search: TourSearch }> = [];
  const after = search.date_to ?? search.date_from ?? '';
  const next = [...departureDays(groups, today)].filter((day) => day > after).sort()[0];
  if (next) {
    const length = search.date_from && search.date_to ? daysBetween(search.date_from, search.date_to) : 7;
    wider.push({
      label: `Ближайшие выезды: с\u00a0${formatDayRange(next, next)}`,
      search: { date_from: next, date_to: addDays(next, length) },
    });
  }
  wider.push({ label: 'Все даты', search: {} });
  return wider;
}

/** The form's fields as typed (DD.MM.YYYY, either may be empty) for a search. */
export const tourSearchFields = (search: TourSearch) => ({
  from: search.date_from ? isoToDisplayDate(search.date_from) : '',
  to: search.date_to ? isoToDisplayDate(search.date_to) : '',
});

/**
 * The typed filter as a search, or the errors to show under its fields. An empty field leaves that
 * end open; both empty clear the filter.
 */
export function tourSearchFromForm(
  form: { from: string; to: string },
  today: CalendarDay = agencyToday(),
): DatesFormResult<TourSearch> {
  const from = form.from.trim();
  const to = form.to.trim();
  // An open end is checked as the nearest closed one: 'с' as today, 'по' as the start.
  const fromChecked = from || isoToDisplayDate(today);
  const errors = validateDateRange(fromChecked, to || fromChecked, TRIP_DATE_RULES, today);
  const shown = {
    ...(from && errors.from ? { from: errors.from } : {}),
    ...(to && errors.to ? { to: errors.to } : {}),
  };
  if (shown.from ?? shown.to) return { errors: shown };
  const search: TourSearch = {};
  if (from) search.date_from = displayToIsoDate(from)!;
  if (to) search.date_to = displayToIsoDate(to)!;
  return { search };
}
