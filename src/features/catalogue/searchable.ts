import {
  type QueryClient,
  type QueryKey,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { newestSavedResults } from '@/shared/api/saved-results';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';
import { adultFare } from '@/shared/lib/adult-fare';
import { type CalendarDay, today } from '@/shared/lib/calendar-day';
import { useOnline } from '@/shared/lib/use-online';
import { excursionGroupsQueryOptions } from './api/list-excursion-groups';
import { hotelsQueryOptions } from './api/list-hotels';
import { tourGroupsQueryOptions } from './api/list-tour-groups';
import type { ExcursionGroup, HotelCard, TourGroup } from './api/types';
import { defaultExcursionSearch, defaultHotelSearch, type HotelSearch } from './search-params';
import { isBookable } from './tours/bookable';

/** An item of the catalogues as search reads it and shows it (the search feature's `SearchEntry`). */
export interface CatalogueEntry {
  kind: 'excursion' | 'tour' | 'hotel';
  title: string;
  /** The description as the API gives it (it may be HTML). */
  description: string;
  href: string;
  /** The list's 420×280 picture. */
  image: string;
  /** What one adult pays (excursions, tours) or the cheapest night of the default stay (hotels). */
  price: number;
  /**
   * When it can be had, nearest first: an excursion's departures with free places from today (a
   * time of today's may have passed: the page drops those by the clock), a tour's bookable
   * departures, a hotel's default stay.
   */
  dates: ReadonlyArray<{ date: CalendarDay; time?: string; end?: CalendarDay }>;
}

type Lists = {
  excursions: readonly ExcursionGroup[] | undefined;
  tours: readonly TourGroup[] | undefined;
  hotels: { results: readonly HotelCard[] } | undefined;
  /** The stay the hotels were found free for: today's default, or a saved answer's own. */
  stay: HotelSearch;
};

/**
 * The lists behind the catalogue links, with the links' own default searches: search shares their
 * answers with the catalogue pages, the persisted query cache and the service worker's cache.
 */
const searchedLists = () =>
  [
    excursionGroupsQueryOptions('current', defaultExcursionSearch()),
    tourGroupsQueryOptions(),
    hotelsQueryOptions(defaultHotelSearch()),
  ] as const;

/** What offline falls back to when a default search moved on since the list was saved (a new day). */
const LIST_KEYS: readonly QueryKey[] = [
  callKey('/api/catalog/group_excursions/'),
  callKey('/api/catalog/group_tours/'),
  callKey('/api/catalog/hotels/'),
];

/** What every kind of item says the same way: its name, words, address and picture. */
const described = (item: { title: string; short_description: string; url: string; image: string }) => ({
  title: item.title,
  description: item.short_description,
  href: item.url,
  image: item.image,
});

/** A dated trip (an excursion, a tour): its words, its adult fare, and the days it can still be booked. */
const trip = (
  kind: 'excursion' | 'tour',
  item: Parameters<typeof described>[0] & Parameters<typeof adultFare>[0],
  dates: CatalogueEntry['dates'],
): CatalogueEntry => ({ kind, ...described(item), price: adultFare(item), dates });

/** An excursion's days with places left, from today. */
const excursionDays = (excursion: ExcursionGroup['excursions'][number], today: CalendarDay) =>
  excursion.events
    .filter((event) => event.places_left > 0 && event.date >= today)
    .map(({ date, time }) => ({ date, time }));

/** A tour's departures that can still be booked, each with its last day. */
const tourDays = (tour: TourGroup['tours'][number], today: CalendarDay) =>
  tour.events
    .filter((event) => isBookable(event, today))
    .map((event) => ({ date: event.date_start, end: event.date_end }));

function entriesOf({ excursions, tours, hotels, stay }: Lists, today: CalendarDay): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: CatalogueEntry) => {
    if (seen.has(entry.href)) return;
    seen.add(entry.href);
    entries.push(entry);
  };
  for (const group of excursions ?? [])
    for (const excursion of group.excursions)
      add(trip('excursion', excursion, excursionDays(excursion, today)));
  for (const group of tours ?? [])
    for (const tour of group.tours) add(trip('tour', tour, tourDays(tour, today)));
  for (const hotel of hotels?.results ?? [])
    add({
      kind: 'hotel',
      ...described(hotel),
      price: hotel.price_from,
      dates: [{ date: stay.date_from, end: stay.date_to }],
    });
  return entries;
}

/** The stay a hotel list answered (its query key's search), or today's default stay. */
const stayOf = (queryKey: QueryKey | undefined): HotelSearch =>
  (queryKey?.at(-1) as HotelSearch | undefined) ?? defaultHotelSearch();

/** Asks for the three lists; never throws (offline, a list fails at once and the cache answers). */
export async function loadCatalogueEntries(queryClient: QueryClient): Promise<CatalogueEntry[]> {
  const lists = searchedLists();
  await Promise.all(lists.map((options) => queryClient.prefetchQuery(options as never)));
  const [excursions, tours, hotels] = lists.map((options, index) => {
    const data = queryClient.getQueryData(options.queryKey);
    return data === undefined
      ? newestSavedResults(queryClient, LIST_KEYS[index]!)
      : { data, queryKey: options.queryKey };
  });
  return entriesOf(
    {
      excursions: excursions?.data,
      tours: tours?.data,
      hotels: hotels?.data,
      stay: stayOf(hotels?.queryKey),
    } as Lists,
    today(),
  );
}

/** A route loader's wait for the three lists (the server renders with them, a browser waits a moment). */
export const prefetchCatalogueEntries = (queryClient: QueryClient) =>
  Promise.all(searchedLists().map((options) => prefetchForPage(queryClient, options as never))).then(
    () => undefined,
  );

/** The catalogues' items for a page: live from the queries, offline from what this device kept. */
export function useCatalogueEntries(): { entries: CatalogueEntry[]; pending: boolean; incomplete: boolean } {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [excursionOptions, tourOptions, hotelOptions] = searchedLists();
  const excursionsQuery = useQuery(excursionOptions);
  const toursQuery = useQuery(tourOptions);
  const hotelsQuery = useQuery(hotelOptions);
  const kept = <T>(result: UseQueryResult<T>, index: number) =>
    result.data !== undefined || online || result.fetchStatus === 'fetching'
      ? { data: result.data, queryKey: searchedLists()[index]!.queryKey as QueryKey }
      : newestSavedResults<T>(queryClient, LIST_KEYS[index]!);
  const hotels = kept(hotelsQuery, 2);
  const lists = {
    excursions: kept(excursionsQuery, 0)?.data,
    tours: kept(toursQuery, 1)?.data,
    hotels: hotels?.data,
    stay: stayOf(hotels?.queryKey),
  };
  const missing = [lists.excursions, lists.tours, lists.hotels].map((list) => list === undefined);
  const fetching = [excursionsQuery, toursQuery, hotelsQuery].map(
    (query) => query.fetchStatus === 'fetching',
  );
  return {
    entries: entriesOf(lists, today()),
    pending: missing.some((gone, index) => gone && fetching[index]),
    incomplete: missing.some(Boolean),
  };
}
