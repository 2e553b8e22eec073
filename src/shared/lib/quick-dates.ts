import { addDays, type CalendarDay, today as agencyToday, weekday } from './calendar-day';

/** A date range one tap away: 'Сегодня', 'Завтра', 'Выходные'. */
export interface QuickRange {
  label: 'Сегодня' | 'Завтра' | 'Выходные';
  date_from: CalendarDay;
  date_to: CalendarDay;
}

const SATURDAY = 6;
const SUNDAY = 0;

/**
 * The quick ranges by the agency's calendar, from the first day that can still be booked
 * (`firstDay`: today for excursions, tomorrow for tours, which are sold until the day before).
 * 'Сегодня' only when that is today; 'Выходные' are the weekend days from `firstDay` to the
 * Sunday: the coming Saturday and Sunday, or the rest of the weekend when it has begun.
 */
export function quickRanges(today: CalendarDay = agencyToday(), firstDay: CalendarDay = today): QuickRange[] {
  const tomorrow = addDays(today, 1);
  const day = weekday(firstDay);
  const weekendStart = day === SATURDAY || day === SUNDAY ? firstDay : addDays(firstDay, SATURDAY - day);
  const sunday = addDays(weekendStart, (7 - weekday(weekendStart)) % 7);
  return [
    ...(firstDay === today ? [{ label: 'Сегодня', date_from: today, date_to: today } as const] : []),
    { label: 'Завтра', date_from: tomorrow, date_to: tomorrow },
    { label: 'Выходные', date_from: weekendStart, date_to: sunday },
  ];
}

const FRIDAY = 5;

/**
 * The quick stays of the hotel catalogue, as check-in and check-out: 'Сегодня' and 'Завтра' are
 * that one night; 'Выходные' are the nights of Friday and Saturday (out on Sunday), what is left
 * of them once Friday has come, and the next ones on a Sunday, whose night is a working one.
 */
export function quickStays(today: CalendarDay = agencyToday()): QuickRange[] {
  const tomorrow = addDays(today, 1);
  const day = weekday(today);
  const checkIn = day === FRIDAY || day === SATURDAY ? today : addDays(today, (FRIDAY - day + 7) % 7);
  return [
    { label: 'Сегодня', date_from: today, date_to: tomorrow },
    { label: 'Завтра', date_from: tomorrow, date_to: addDays(tomorrow, 1) },
    { label: 'Выходные', date_from: checkIn, date_to: addDays(checkIn, (SUNDAY - weekday(checkIn) + 7) % 7) },
  ];
}
