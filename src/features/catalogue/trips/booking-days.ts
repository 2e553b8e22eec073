import type { CalendarDay } from '@/shared/lib/calendar-day';

/** What the booking calendar says of a day with events: whether one can be booked, and its room. */
export interface BookingDay {
  /** No event of the day can be booked: it is shown, as sold out, and cannot be picked. */
  soldOut: boolean;
  /** Places left over the day's bookable events (0 when sold out). */
  placesLeft: number;
}

interface DayEvent {
  id: number;
  places_left: number;
}

/**
 * The days of a trip's events as the booking calendar shows them, on an excursion and a tour
 * alike: a day with room on one of its events is free; a day whose events are all full (or not
 * bookable) is sold out.
 */
export function bookingDays<Event extends DayEvent>(
  events: readonly Event[],
  dayOf: (event: Event) => CalendarDay,
  isBookable: (event: Event) => boolean,
): Map<CalendarDay, BookingDay> {
  const days = new Map<CalendarDay, BookingDay>();
  for (const event of events) {
    const day = dayOf(event);
    const room = isBookable(event) ? Math.max(0, event.places_left) : 0;
    const known = days.get(day) ?? { soldOut: true, placesLeft: 0 };
    days.set(day, { soldOut: known.soldOut && room === 0, placesLeft: known.placesLeft + room });
  }
  return days;
}

/**
 * The event a picked day leads to: the chosen one when it is on that day, else the day's only
 * bookable event; null when the day has several to choose from (or none).
 */
export function eventOfDay<Event extends DayEvent>(
  day: CalendarDay,
  events: readonly Event[],
  dayOf: (event: Event) => CalendarDay,
  isBookable: (event: Event) => boolean,
  chosenId: number | null,
): Event | null {
  const open = events.filter((event) => dayOf(event) === day && isBookable(event) && event.places_left > 0);
  return open.find((event) => event.id === chosenId) ?? (open.length === 1 ? open[0]! : null);
}
