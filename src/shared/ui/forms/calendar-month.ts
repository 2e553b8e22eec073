import { addDays, type CalendarDay, weekday } from '@/shared/lib/calendar-day';

/** Nominative month names for a calendar's title ('Ноябрь 2026'). */
export const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

/** Weeks start on Monday in Russia. */
export const WEEKDAY_NAMES = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

/** `YYYY-MM` of a day. */
export const monthOf = (day: CalendarDay): string => day.slice(0, 7);

/** The first day of the month `offset` months after `month` (`YYYY-MM`). */
export function shiftMonth(month: string, offset: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + offset;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks of a month as the calendar shows them: Monday to Sunday, with null for the days of
 * the months before and after.
 */
export function monthWeeks(month: string): Array<Array<CalendarDay | null>> {
  const first = `${month}-01`;
  const lead = (weekday(first) + 6) % 7;
  const days: Array<CalendarDay | null> = Array.from({ length: lead }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The same day of the month in another month, or that month's last day when it is shorter. */
export function sameDayIn(month: string, day: CalendarDay): CalendarDay {
  const days = monthWeeks(month)
    .flat()
    .filter((candidate): candidate is CalendarDay => candidate !== null);
  const wanted = `${month}-${day.slice(8, 10)}`;
  const last = days.at(-1) ?? wanted;
  return wanted > last ? last : wanted;
}
