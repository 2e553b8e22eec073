import type { CalendarDay } from '@/shared/lib/calendar-day';
import { displayToIsoDate, validateDateRange } from '@/shared/ui/forms/date-range';
import type { ExcursionSearch } from '../search-params';
import type { DatesFormResult } from '../trips/DatesSearchForm';
import { TRIP_DATE_RULES } from '../trips/date-rules';

/** The typed form as a search, or the errors to show under its fields. */
export function excursionSearchFromForm(
  form: { from: string; to: string; tourists: number },
  today?: CalendarDay,
): DatesFormResult<ExcursionSearch> {
  const errors = validateDateRange(form.from, form.to, TRIP_DATE_RULES, today);
  if (errors.from || errors.to) return { errors };
  return {
    search: {
      date_from: displayToIsoDate(form.from)!,
      date_to: displayToIsoDate(form.to)!,
      tourists: form.tourists,
    },
  };
}
