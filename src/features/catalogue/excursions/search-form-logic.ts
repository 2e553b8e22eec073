import type { CalendarDay } from '@/shared/lib/calendar-day';
import { displayToIsoDate, validateDateRange, type DateRangeRules } from '@/shared/ui/forms/date-range';
import { MAX_EXCURSION_SEARCH_DAYS, type ExcursionSearch } from '../search-params';

export const EXCURSION_RANGE_RULES: DateRangeRules = {
  minDays: 0,
  maxDays: MAX_EXCURSION_SEARCH_DAYS,
  endBeforeStart: 'Дата «по» не может быть раньше даты «с»',
  tooLong: 'Период поиска — не больше года',
};

/** The typed form as a search, or the errors to show under its fields. */
export function excursionSearchFromForm(
  form: { from: string; to: string; tourists: number },
  today?: CalendarDay,
):
  | { search: ExcursionSearch; errors?: undefined }
  | { search?: undefined; errors: { from?: string; to?: string } } {
  const errors = validateDateRange(form.from, form.to, EXCURSION_RANGE_RULES, today);
  if (errors.from || errors.to) return { errors };
  return {
    search: {
      date_from: displayToIsoDate(form.from)!,
      date_to: displayToIsoDate(form.to)!,
      tourists: form.tourists,
    },
  };
}
