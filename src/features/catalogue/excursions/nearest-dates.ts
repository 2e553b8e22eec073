import type { ExcursionEvent } from '../api/types';

/** The first distinct dates of the (date-sorted) events, and how many more there are. */
export function nearestDates(
  events: readonly ExcursionEvent[],
  limit = 3,
): { dates: string[]; more: number } {
  const distinct = [...new Set(events.map((event) => event.date))];
  return { dates: distinct.slice(0, limit), more: Math.max(0, distinct.length - limit) };
}
