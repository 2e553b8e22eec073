import type { DateRangeRules } from '@/shared/ui/forms/date-range';
import { MAX_TRIP_SEARCH_DAYS } from '../search-params';

/** The dates a trip search (excursions, tours) takes: a range of up to a year, its end not before its start. */
export const TRIP_DATE_RULES: DateRangeRules = {
  minDays: 0,
  maxDays: MAX_TRIP_SEARCH_DAYS,
  endBeforeStart: 'Дата «по» не может быть раньше даты «с»',
  tooLong: 'Период поиска — не больше года',
};
