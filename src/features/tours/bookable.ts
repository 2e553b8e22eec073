import { today } from '@/shared/lib/calendar-day';
import type { TourEvent } from './api/types';

/** Why a departure cannot be booked, in the words the page shows; null when it can be. */
export function unbookableReason(event: TourEvent, day = today()): 'Мест нет' | 'Выезд прошёл' | null {
  if (event.date_start < day) return 'Выезд прошёл';
  if (event.places_left < 1) return 'Мест нет';
  return null;
}

export const isBookable = (event: TourEvent, day = today()): boolean => unbookableReason(event, day) === null;
