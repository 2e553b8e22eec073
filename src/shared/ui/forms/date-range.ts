import dayjs, { type Dayjs } from 'dayjs';
import { today as agencyToday } from '@/shared/lib/calendar-day';

const ISO_FORMAT = 'YYYY-MM-DD';
/** Spec §5: a date is typed as day.month.year — 2, 2 and 4 digits. */
export const DISPLAY_DATE_FORMAT = 'DD.MM.YYYY';

/** A strict DD.MM.YYYY date that exists in the calendar, or null. */
export function parseDisplayDate(text: string): Dayjs | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = dayjs(iso);
  return date.isValid() && date.format(ISO_FORMAT) === iso ? date : null;
}

/** 'YYYY-MM-DD' (URL, API) → 'DD.MM.YYYY' (field). */
export function isoToDisplayDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : '';
}

export function displayToIsoDate(text: string): string | null {
  return parseDisplayDate(text)?.format(ISO_FORMAT) ?? null;
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

function checkOne(text: string, today: Dayjs): { date: Dayjs | null; error?: string } {
  if (text.trim() === '') return { date: null, error: DATE_MESSAGES.required };
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text.trim())) return { date: null, error: DATE_MESSAGES.incomplete };
  const date = parseDisplayDate(text);
  if (!date) return { date: null, error: DATE_MESSAGES.notExists };
  if (date.isBefore(today, 'day')) return { date, error: DATE_MESSAGES.past };
  return { date };
}

/** Errors of a from–to pair as typed (DD.MM.YYYY): each date valid and not in the past, then the range rules. */
export function validateDateRange(
  fromText: string,
  toText: string,
  rules: DateRangeRules,
  today: Dayjs = dayjs(agencyToday()),
): DateRangeErrors {
  const from = checkOne(fromText, today);
  const to = checkOne(toText, today);
  const errors: DateRangeErrors = {};
  if (from.error) errors.from = from.error;
  if (to.error) errors.to = to.error;
  if (from.error || to.error || !from.date || !to.date) return errors;
  const days = to.date.diff(from.date, 'day');
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
  if (!from || from.isBefore(dayjs(agencyToday()), 'day')) return undefined;
  return from.add(minDays, 'day').format(ISO_FORMAT);
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);

/** A birth date as typed: optional, but when given a whole, real day that is not in the future. */
export function birthDateProblem(text: string, today: Dayjs = dayjs(agencyToday())): string | true {
  const typed = text.trim();
  if (typed === '') return true;
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(typed)) return DATE_MESSAGES.incomplete;
  const date = parseDisplayDate(typed);
  if (!date) return DATE_MESSAGES.notExists;
  if (date.isAfter(today, 'day')) return 'Дата рождения не может быть в будущем';
  if (date.year() < 1900) return 'Проверьте год рождения';
  return true;
}
