import { today } from '@/shared/lib/calendar-day';
import { formatDate, formatWeekday } from '@common/format';
import type { ExcursionEvent } from '../api/types';
import { defaultExcursionSearch, type ExcursionSearch } from '../search-params';

/**
 * The session a booking starts with. The page never picks for the tourist: only when their own
 * dates (the search's, not the default week) leave a single session is it chosen; otherwise none.
 */
export function initialSession(
  events: readonly Pick<ExcursionEvent, 'id'>[],
  search: Pick<ExcursionSearch, 'date_from' | 'date_to'>,
  day = today(),
): number | null {
  const defaults = defaultExcursionSearch(day);
  const datesChosen = search.date_from !== defaults.date_from || search.date_to !== defaults.date_to;
  return datesChosen && events.length === 1 ? (events[0]?.id ?? null) : null;
}

/** A session as the tourist reads it: 'сб 05.12.2026, 10:00'. */
export const sessionName = (event: Pick<ExcursionEvent, 'date' | 'time'>): string =>
  `${formatWeekday(event.date)} ${formatDate(event.date)}, ${event.time}`;

/** A session's start, sortable. */
export const sessionStart = (event: Pick<ExcursionEvent, 'date' | 'time'>): string =>
  `${event.date}T${event.time}`;
