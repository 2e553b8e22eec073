import type { TourCard, TourEvent, TourGroup } from './api/types';

export interface TourTableRow {
  tour: TourCard;
  event: TourEvent;
}

export interface TourTableMonth {
  /** `YYYY-MM` of the events' start. */
  key: string;
  rows: TourTableRow[];
}

/** Every future event of every tour, by start date (then tour title), grouped by the month they start in. */
export function tourTableMonths(groups: readonly TourGroup[]): TourTableMonth[] {
  const rows = groups
    .flatMap((group) => group.tours.flatMap((tour) => tour.events.map((event) => ({ tour, event }))))
    .sort(
      (a, b) =>
        a.event.date_start.localeCompare(b.event.date_start) ||
        a.tour.title.localeCompare(b.tour.title, 'ru'),
    );
  const months: TourTableMonth[] = [];
  for (const row of rows) {
    const key = row.event.date_start.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.key === key) last.rows.push(row);
    else months.push({ key, rows: [row] });
  }
  return months;
}

const monthFormat = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' });

/** `2026-12` → 'Декабрь 2026'. */
export function monthTitle(key: string): string {
  const name = monthFormat.format(new Date(`${key}-01T00:00:00Z`));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${key.slice(0, 4)}`;
}
