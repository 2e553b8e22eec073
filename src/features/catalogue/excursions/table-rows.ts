import { adultFare } from '@/shared/lib/adult-fare';
import { compareTitles } from '@common/format';
import type { DepartureSortKey, TableSort as SharedTableSort } from '@/shared/ui/SortButton';
import type { ExcursionCard } from '../api/types';
import { addDays } from '@/shared/lib/calendar-day';
import type { ExcursionSearch } from '../search-params';
import type { AgencyMoment } from '@common/agency-clock';
import { upcoming } from './upcoming';

export type TableSortKey = DepartureSortKey;
export type TableSort = SharedTableSort<TableSortKey>;

export interface TableRow {
  eventId: number;
  date: string;
  time: string;
  placesLeft: number;
  excursion: Pick<ExcursionCard, 'id' | 'title' | 'url' | 'duration_display' | 'price_from' | 'prices'>;
}

/** One day of the table (date sort) — `rows` may be empty — or, for other sorts, one dateless block. */
export interface TableSection {
  date: string | null;
  rows: TableRow[];
}

function compare(a: TableRow, b: TableRow, key: TableSortKey): number {
  const chronological = a.date.localeCompare(b.date) || a.time.localeCompare(b.time);
  if (key === 'price') return adultFare(a.excursion) - adultFare(b.excursion) || chronological;
  if (key === 'title') return compareTitles(a.excursion.title, b.excursion.title) || chronological;
  return chronological || compareTitles(a.excursion.title, b.excursion.title);
}

/**
 * Every event of the excursions that has not left (by `now`, the agency's clock; null keeps them
 * all) as a row, sorted; by date, every day of the searched range is a section.
 */
export function tableSections(
  excursions: readonly ExcursionCard[],
  search: ExcursionSearch,
  sort: TableSort,
  now: AgencyMoment | null = null,
): TableSection[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const rows: TableRow[] = excursions.flatMap((excursion) =>
    upcoming(excursion.events, now).map((event) => ({
      eventId: event.id,
      date: event.date,
      time: event.time,
      placesLeft: event.places_left,
      excursion,
    })),
  );
  rows.sort((a, b) => sign * compare(a, b, sort.key));
  if (sort.key !== 'date') return [{ date: null, rows }];

  const days: string[] = [];
  for (let day = search.date_from; day <= search.date_to; day = addDays(day, 1)) days.push(day);
  if (sort.direction === 'desc') days.reverse();
  return days.map((date) => ({ date, rows: rows.filter((row) => row.date === date) }));
}
