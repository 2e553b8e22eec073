import { adultFare } from '@/shared/lib/adult-fare';
import { compareTitles } from '@common/format';
import { MONTH_NAMES } from '@/shared/ui/forms/calendar-month';
import type { DepartureSortKey, TableSort } from '@/shared/ui/SortButton';
import type { TourCard, TourEvent, TourGroup } from '../api/types';

export type TourTableSortKey = DepartureSortKey;

export interface TourTableRow {
  tour: TourCard;
  event: TourEvent;
}

export interface TourTableMonth {
  /** `YYYY-MM` of the events' start; null for the one section of a sort by title or price. */
  key: string | null;
  rows: TourTableRow[];
}

function compare(a: TourTableRow, b: TourTableRow, key: TourTableSortKey): number {
  const chronological = a.event.date_start.localeCompare(b.event.date_start);
  if (key === 'price') return adultFare(a.tour) - adultFare(b.tour) || chronological;
  if (key === 'title') return compareTitles(a.tour.title, b.tour.title) || chronological;
  return chronological || compareTitles(a.tour.title, b.tour.title);
}

/**
 * Every event of every tour, in the table's order: by date a section per month the events start
 * in, by title or price one section (as the excursion table does).
 */
export function tourTableMonths(
  groups: readonly TourGroup[],
  sort: TableSort<TourTableSortKey> = { key: 'date', direction: 'asc' },
): TourTableMonth[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const rows = groups
    .flatMap((group) => group.tours.flatMap((tour) => tour.events.map((event) => ({ tour, event }))))
    .sort((a, b) => sign * compare(a, b, sort.key));
  if (sort.key !== 'date') return rows.length > 0 ? [{ key: null, rows }] : [];
  const months: TourTableMonth[] = [];
  for (const row of rows) {
    const key = row.event.date_start.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.key === key) last.rows.push(row);
    else months.push({ key, rows: [row] });
  }
  return months;
}

/** `2026-12` → 'Декабрь 2026'. */
export function monthTitle(key: string): string {
  return `${MONTH_NAMES[Number(key.slice(5, 7)) - 1] ?? ''} ${key.slice(0, 4)}`;
}
