import { describe, expect, it } from 'vitest';
import { initialSession } from '@/features/catalogue/excursions/initial-session';
import { initialDeparture } from '@/features/catalogue/tours/bookable';
import { nearestTo } from '@/features/catalogue/trips/nearest-events';
import { addDays, today } from '@/shared/lib/calendar-day';

describe('the session an excursion booking starts with', () => {
  const day = '2026-12-01';
  const one = [{ id: 7 }];
  const two = [{ id: 7 }, { id: 8 }];

  it('is none when the tourist gave no dates (the default week), even with one session', () => {
    expect(initialSession(one, { date_from: day, date_to: addDays(day, 7) }, day)).toBeNull();
  });

  it('is the only session the tourist’s own dates leave', () => {
    expect(initialSession(one, { date_from: '2026-12-05', date_to: '2026-12-05' }, day)).toBe(7);
  });

  it('is none when the tourist’s dates leave several: the time is theirs to choose', () => {
    expect(initialSession(two, { date_from: '2026-12-05', date_to: '2026-12-05' }, day)).toBeNull();
  });
});

describe('the departure a tour booking starts with', () => {
  const start = addDays(today(), 10);
  const departure = (id: number, places: number) => ({
    id,
    date_start: addDays(start, id),
    date_end: addDays(start, id + 2),
    places_total: 20,
    places_left: places,
  });
  const events = [departure(1, 5), departure(2, 0), departure(3, 5)];

  it('is none on a tour page: not the nearest one', () => {
    expect(initialDeparture(events, undefined)).toBeNull();
  });

  it('is the one the address names while it can be booked, never another in its place', () => {
    expect(initialDeparture(events, 3)).toBe(3);
    expect(initialDeparture(events, 2)).toBeNull();
    expect(initialDeparture(events, 99)).toBeNull();
  });
});

describe('the events nearest to one that is gone', () => {
  it('come nearest first, before or after it, the earlier first when as near', () => {
    const at = (start: string) => ({ start });
    const events = [
      at('2026-12-05T10:00'),
      at('2026-12-05T14:00'),
      at('2026-12-06T10:00'),
      at('2026-12-08T12:00'),
    ];
    expect(
      nearestTo(at('2026-12-05T12:00'), events, (event) => event.start).map((event) => event.start),
    ).toEqual(['2026-12-05T10:00', '2026-12-05T14:00', '2026-12-06T10:00', '2026-12-08T12:00']);
  });
});
