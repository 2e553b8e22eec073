import { addDays, today as agencyToday, type CalendarDay } from '@/shared/lib/calendar-day';
import type { ExcursionSearch } from '../search-params';

const WIDE_SEARCH_DAYS = 30;

/**
 * Ways to find more when nothing matched: the next 30 days, one tourist instead of several, and
 * always the same dates a week later (so an empty result never offers nothing).
 */
export function widerExcursionSearches(
  search: ExcursionSearch,
  today: CalendarDay = agencyToday(),
): Array<{ label: string; search: ExcursionSearch }> {
  const wider: Array<{ label: string; search: ExcursionSearch }> = [];
  const to = addDays(today, WIDE_SEARCH_DAYS);
  if (search.date_to < to) {
    wider.push({
      label: 'Искать на 30 дней вперёд',
      search: { ...search, date_from: today, date_to: to },
    });
  }
  if (search.tourists > 1) wider.push({ label: 'Искать для 1 туриста', search: { ...search, tourists: 1 } });
  const weekLater = (date: string) => addDays(date, 7);
  wider.push({
    label: 'Те же даты неделей позже',
    search: { ...search, date_from: weekLater(search.date_from), date_to: weekLater(search.date_to) },
  });
  return wider;
}
