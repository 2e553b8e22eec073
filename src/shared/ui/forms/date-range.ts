import {
  addDays,
  daysBetween,
  parseCalendarDay,
  today as agencyToday,
  type CalendarDay,
} from '@/shared/lib/calendar-day';

// Dates are `YYYY-MM-DD` strings here, as the URL and the API carry them: the catalogue's search
// forms come with its pages, and a date library would add 3 KB to each of them.

/** A strict DD.MM.YYYY date (docs/product.md#validation: 2, 2 and 4 digits) that exists in the calendar, or null. */
export function parseDisplayDate(text: string): CalendarDay | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  return match ? parseCalendarDay(`${match[3]}-${match[2]}-${match[1]}`) : null;
}

/** 'YYYY-MM-DD' (URL, API) → 'DD.MM.YYYY' (field). */
export function isoToDisplayDate(iso: string): string {
  const day = parseCalendarDay(iso.slice(0, 10));
  return day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : '';
}

export function displayToIsoDate(text: string): string | null {
  return parseDisplayDate(text);
}

export interface DateRangeRules {
  /** Least number of days between the two dates: 0 lets them be equal, 1 needs the end after the start. */
  minDays: number;
  maxDays: number;
  endBeforeStart: string;
  tooLong: string;
}

export interface DateRangeErrors {
  from?: string;
  to?: string;
}

export const DATE_MESSAGES = {
  required: 'Укажите дату',
  incomplete: 'Введите дату полностью: ДД.ММ.ГГГГ',
  notExists: 'Такой даты нет в календаре',
  past: 'Дата не может быть в прошлом',
} as const;

function checkOne(text: string, today: CalendarDay): { date: CalendarDay | null; error?: string } {
  if (text.trim() === '') return { date: null, error: DATE_MESSAGES.required };
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text.trim())) return { date: null, error: DATE_MESSAGES.incomplete };
  const date = parseDisplayDate(text);
  if (!date) return { date: null, error: DATE_MESSAGES.notExists };
  if (date < today) return { date, error: DATE_MESSAGES.past };
  return { date };
}

/** Errors of a from–to pair as typed (DD.MM.YYYY): each date valid and not in the past, then the range rules. */
export function validateDateRange(
  fromText: string,
  toText: string,
  rules: DateRangeRules,
  today: CalendarDay = agencyToday(),
): DateRangeErrors {
  const from = checkOne(fromText, today);
  const to = checkOne(toText, today);
  const errors: DateRangeErrors = {};
  if (from.error) errors.from = from.error;
  if (to.error) errors.to = to.error;
  if (from.error || to.error || !from.date || !to.date) return errors;
  const days = daysBetween(from.date, to.date);
  if (days < rules.minDays) errors.to = rules.endBeforeStart;
  else if (days > rules.maxDays) errors.to = rules.tooLong;
  return errors;
}

/**
 * The earliest day a range's end may be picked in a calendar: its start plus `minDays` (a stay is
 * at least a night), when the start typed is a real day from today on; else today's default.
 */
export function rangeEndMin(fromText: string, minDays = 0): string | undefined {
  const from = parseDisplayDate(fromText);
  if (!from || from < agencyToday()) return undefined;
  return addDays(from, minDays);
}

/** Whole days from a typed start to a typed end, when both are real days in that order; else null. */
export function typedSpan(fromText: string, toText: string): number | null {
  const from = parseDisplayDate(fromText);
  const to = parseDisplayDate(toText);
  return from && to && from <= to ? daysBetween(from, to) : null;
}

/**
 * The end of a range once its start is typed or picked: a start after the end (or too close to it
 * for `minDays`) moves the end along, keeping the length the range last had (`span`, at least
 * `minDays`), so the range is never backwards; otherwise the end stays as it was.
 */
export function endAfterStart(fromText: string, toText: string, span: number | null, minDays = 0): string {
  const from = parseDisplayDate(fromText);
  const to = parseDisplayDate(toText);
  if (!from || !to || daysBetween(from, to) >= minDays) return toText;
  return isoToDisplayDate(addDays(from, Math.max(span ?? 0, minDays)));
}
