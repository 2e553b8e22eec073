import { CONTRACT_LIMITS } from '@contract/values.gen';
import {
  DEFAULT_EXCURSION_SEARCH_DAYS,
  DEFAULT_EXCURSION_TOURISTS,
  DEFAULT_HOTEL_ADULTS,
  DEFAULT_HOTEL_CHECKIN_WEEKDAY,
  DEFAULT_HOTEL_STAY_NIGHTS,
} from '@/shared/config/constants';
import {
  addDays,
  daysBetween,
  parseCalendarDay,
  today as localToday,
  weekday,
  type CalendarDay,
} from '@/shared/lib/calendar-day';
import { pick } from '@/shared/lib/pick';

// The backend's limits, from the contract (`x-limits`, which its `Tourists` and `Room` agree with):
// a link beyond them falls back.
export const MAX_TOURISTS = CONTRACT_LIMITS.tourists_per_item;
export const MAX_ADULTS = CONTRACT_LIMITS.room.adults;
export const MAX_CHILDREN = CONTRACT_LIMITS.room.children;
export const MAX_CHILD_AGE = CONTRACT_LIMITS.room.child_age;
/** The longest range an excursion search or a tours' filter takes. */
export const MAX_TRIP_SEARCH_DAYS = CONTRACT_LIMITS.trip_search_days;
export const MAX_HOTEL_STAY_NIGHTS = CONTRACT_LIMITS.hotel_stay_nights;

export interface ExcursionSearch {
  date_from: string;
  date_to: string;
  tourists: number;
}

/**
 * The tours' date filter: departures that start within the range. Either end may be left open (no
 * filter at all shows every departure); the tours API takes no dates, so the filter runs over the
 * departures the catalogue already holds (`tours/search.ts`).
 */
export interface TourSearch {
  date_from?: CalendarDay;
  date_to?: CalendarDay;
}

export interface HotelSearch {
  date_from: string;
  date_to: string;
  /** Adults, then children's ages, joined by '-': `2` or `2-7-12`. */
  room: string;
}

function parseCount(value: unknown, min: number, max: number): number | null {
  const count = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(count) && count >= min && count <= max ? count : null;
}

/** The dates of a search that asks the backend for a range: the excursions' and the hotels'. */
interface SearchDates {
  date_from: string;
  date_to: string;
}

/**
 * Validates a search that asks for a date range (a possibly shared, possibly stale link): the link's
 * range where it starts today or later and lasts `days.min` to `days.max` days, the defaults' range
 * otherwise, and the rest of the search as `parseRest` finds it.
 */
function datedSearchParser<Rest>(
  defaultsOn: (today: CalendarDay) => SearchDates & Rest,
  days: { min: number; max: number },
  parseRest: (raw: Record<string, unknown>, defaults: Rest) => Rest,
) {
  return (raw: Record<string, unknown>, today: CalendarDay = localToday()): SearchDates & Rest => {
    const defaults = defaultsOn(today);
    const from = parseCalendarDay(raw.date_from);
    const to = parseCalendarDay(raw.date_to);
    const length = from && to ? daysBetween(from, to) : NaN;
    const fits = from && to && from >= today && length >= days.min && length <= days.max;
    return {
      date_from: fits ? from : defaults.date_from,
      date_to: fits ? to : defaults.date_to,
      ...parseRest(raw, defaults),
    };
  };
}

export function defaultExcursionSearch(today: CalendarDay = localToday()): ExcursionSearch {
  return {
    date_from: today,
    date_to: addDays(today, DEFAULT_EXCURSION_SEARCH_DAYS),
    tourists: DEFAULT_EXCURSION_TOURISTS,
  };
}

/** Validates the excursion search of a (possibly shared, possibly stale) link; bad parts fall back to defaults. */
export const parseExcursionSearch = datedSearchParser<Pick<ExcursionSearch, 'tourists'>>(
  defaultExcursionSearch,
  { min: 0, max: MAX_TRIP_SEARCH_DAYS },
  (raw, defaults) => ({ tourists: parseCount(raw.tourists, 1, MAX_TOURISTS) ?? defaults.tourists }),
);

/** Validates the tours' filter of a (possibly shared, possibly stale) link; a bad or past range means no filter. */
export function parseTourSearch(raw: Record<string, unknown>, today: CalendarDay = localToday()): TourSearch {
  // Both keys always: the router keeps a raw key that validation leaves out, and a bad link's
  // dates would then filter the list after all.
  const none: TourSearch = { date_from: undefined, date_to: undefined };
  const from = parseCalendarDay(raw.date_from);
  const to = parseCalendarDay(raw.date_to);
  if ((raw.date_from !== undefined && !from) || (raw.date_to !== undefined && !to)) return none;
  if ((from && from < today) || (to && to < (from ?? today))) return none;
  if (from && to && daysBetween(from, to) > MAX_TRIP_SEARCH_DAYS) return none;
  return { date_from: from ?? undefined, date_to: to ?? undefined };
}

/** How long a trip lasts, in three steps that each catalogue defines in its own unit (`trips/filters.ts`). */
export const TRIP_DURATIONS = ['short', 'medium', 'long'] as const;
export type TripDuration = (typeof TRIP_DURATIONS)[number];
/** The dearest price a filter link may name: a bigger figure is a typo, not a budget. */
export const MAX_FILTER_PRICE = 10_000_000;

/**
 * What narrows a catalogue of dated trips to what the visitor wants, over the list the page already
 * holds (the backend takes no such parameters): the adult fare's range in roubles, the duration
 * and the group. Validation writes every key, unset ones as undefined, so a bad link's value
 * cannot stay in the search.
 */
export interface TripFilters {
  price_min?: number | undefined;
  price_max?: number | undefined;
  duration?: TripDuration | undefined;
  group?: string | undefined;
}

export const NO_TRIP_FILTERS: TripFilters = {
  price_min: undefined,
  price_max: undefined,
  duration: undefined,
  group: undefined,
};

const parseSlug = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[a-z0-9-]{1,64}$/.test(value) ? value : undefined;

/** Validates the filters of a link; a bad value means no filter of its kind, a reversed range none at all. */
export function parseTripFilters(raw: Record<string, unknown>): TripFilters {
  const min = parseCount(raw.price_min, 0, MAX_FILTER_PRICE) ?? undefined;
  const max = parseCount(raw.price_max, 0, MAX_FILTER_PRICE) ?? undefined;
  const reversed = min !== undefined && max !== undefined && min > max;
  return {
    price_min: reversed ? undefined : min,
    price_max: reversed ? undefined : max,
    duration: TRIP_DURATIONS.find((duration) => duration === raw.duration),
    group: parseSlug(raw.group),
  };
}

/** The filters out of a catalogue page's search. */
export const tripFiltersOf = (search: TripFilters): TripFilters =>
  pick(search, ['price_min', 'price_max', 'duration', 'group']);

/** An excursion list's or table's search: what the backend is asked, and the filters over its answer. */
export type ExcursionCatalogueSearch = ExcursionSearch & TripFilters;

export const parseExcursionCatalogueSearch = (raw: Record<string, unknown>): ExcursionCatalogueSearch => ({
  ...parseExcursionSearch(raw),
  ...parseTripFilters(raw),
});

/** What the backend is asked: a catalogue page's search without its filters (they key no query). */
export const excursionSearchOf = (search: ExcursionSearch): ExcursionSearch =>
  pick(search, ['date_from', 'date_to', 'tourists']);

/** The tours' list or table: the date filter and the other filters. */
export type TourCatalogueSearch = TourSearch & TripFilters;

export const parseTourCatalogueSearch = (raw: Record<string, unknown>): TourCatalogueSearch => ({
  ...parseTourSearch(raw),
  ...parseTripFilters(raw),
});

export const tourSearchOf = (search: TourSearch): TourSearch => pick(search, ['date_from', 'date_to']);

/** The next Friday strictly after today (docs/product.md#default-searches). */
export function nextCheckInDay(today: CalendarDay): CalendarDay {
  const daysAhead = (DEFAULT_HOTEL_CHECKIN_WEEKDAY - weekday(today) + 7) % 7 || 7;
  return addDays(today, daysAhead);
}

export function defaultHotelSearch(today: CalendarDay = localToday()): HotelSearch {
  const checkIn = nextCheckInDay(today);
  return {
    date_from: checkIn,
    date_to: addDays(checkIn, DEFAULT_HOTEL_STAY_NIGHTS),
    room: String(DEFAULT_HOTEL_ADULTS),
  };
}

function parseRoom(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,2}(-\d{1,2}){0,6}$/.test(text)) return null;
  const [adults, ...childAges] = text.split('-').map(Number);
  if (adults === undefined || adults < 1 || adults > MAX_ADULTS || childAges.length > MAX_CHILDREN)
    return null;
  if (childAges.some((age) => age > MAX_CHILD_AGE)) return null;
  return [adults, ...childAges].join('-');
}

/** Validates the hotel search; a stay must be at least one night long. */
export const parseHotelSearch = datedSearchParser<Pick<HotelSearch, 'room'>>(
  defaultHotelSearch,
  { min: 1, max: MAX_HOTEL_STAY_NIGHTS },
  (raw, defaults) => ({ room: parseRoom(raw.room) ?? defaults.room }),
);

export interface RoomGuests {
  adults: number;
  childrenAges: number[];
}

/** `2-7-12` → 2 adults, children of 7 and 12; the param is already validated by `parseHotelSearch`. */
export function roomGuests(room: string): RoomGuests {
  const [adults = DEFAULT_HOTEL_ADULTS, ...childrenAges] = room.split('-').map(Number);
  return { adults, childrenAges };
}

export function roomParam({ adults, childrenAges }: RoomGuests): string {
  return [adults, ...childrenAges].join('-');
}

/** `?room_type=` of a hotel link: a slug, or nothing. */
export function parseRoomTypeParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9-]{1,64}$/.test(value) ? value : undefined;
}

/** A hotel page's search: the stay, and the room type a menu link points at (`?room_type=`). */
export const parseHotelPageSearch = (raw: Record<string, unknown>) => ({
  ...parseHotelSearch(raw),
  room_type: parseRoomTypeParam(raw.room_type),
});
