import { hasDeparted } from '@common/agency-clock';
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

/** A departure with this many places left or fewer says so in red. */
const FEW_PLACES = 5;

export const fewPlacesLeft = (event: TourEvent): boolean => event.places_left <= FEW_PLACES;

/** The class of a departure's 'осталось N мест': quiet, red when few are left. */
export const placesClassName = (event: TourEvent): string =>
  fewPlacesLeft(event) ? 'tour-places tour-places--few' : 'tour-places';

export const isBookable = (event: TourEvent, day = today()): boolean => unbookableReason(event, day) === null;

/**
 * The departure a booking starts with: the one the tourist chose (an event page's `?event=`) when
 * it can be booked, else none. The page never picks a date for the tourist: not the nearest, not
 * another one in place of a sold-out or past one.
 */
export function initialDeparture(events: readonly TourEvent[], chosen: number | undefined): number | null {
  if (chosen === undefined) return null;
  return events.find((event) => event.id === chosen && isBookable(event))?.id ?? null;
}
