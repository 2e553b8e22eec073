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
