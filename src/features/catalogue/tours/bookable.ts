import { hasDeparted } from '@/shared/lib/agency-clock';
import { today } from '@/shared/lib/calendar-day';
import type { TourEvent } from '../api/types';

/**
 * Why a departure cannot be booked, in the words the page shows; null when it can be. A tour
 * leaves at the start of its first day (agency time): it is sold until the day before.
 */
export function unbookableReason(event: TourEvent, day = today()): 'Мест нет' | 'Выезд прошёл' | null {
  if (hasDeparted(event.date_start, null, { date: day, time: '00:00' })) return 'Выезд прошёл';
  if (event.places_left < 1) return 'Мест нет';
  return null;
}

export const isBookable = (event: TourEvent, day = today()): boolean => unbookableReason(event, day) === null;

/**
 * The departure a booking starts with: the page's own (an event page's) when it can be booked,
 * else nothing; without one, the nearest bookable departure. Never a sold-out or past one, and
 * never another one in place of the page's own.
 */
export function initialDeparture(events: readonly TourEvent[], preferred: number | undefined): number | null {
  const candidates = preferred === undefined ? events : events.filter((event) => event.id === preferred);
  return candidates.find((event) => isBookable(event))?.id ?? null;
}
