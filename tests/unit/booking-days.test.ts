import { describe, expect, it } from 'vitest';
import { bookingDays, eventOfDay } from '@/features/catalogue/trips/booking-days';

const events = [
  { id: 1, day: '2026-12-10', places_left: 4 },
  { id: 2, day: '2026-12-10', places_left: 0 },
  { id: 3, day: '2026-12-11', places_left: 0 },
  { id: 4, day: '2026-12-12', places_left: 6 },
  { id: 5, day: '2026-12-12', places_left: 2 },
  { id: 6, day: '2026-12-13', places_left: 3 },
];
const dayOf = (event: (typeof events)[number]) => event.day;
const roomy = (event: { places_left: number }) => event.places_left > 0;
const notSix = (event: { id: number }) => event.id !== 6;

describe('bookingDays', () => {
  it('counts the room of a day over its bookable events, and a full day is sold out', () => {
    expect(Object.fromEntries(bookingDays(events, dayOf, notSix))).toEqual({
      '2026-12-10': { soldOut: false, placesLeft: 4 },
      '2026-12-11': { soldOut: true, placesLeft: 0 },
      '2026-12-12': { soldOut: false, placesLeft: 8 },
      // Room, but not bookable (a departed tour): sold out as the tourist sees it.
      '2026-12-13': { soldOut: true, placesLeft: 0 },
    });
  });

  it('knows no day without an event', () => {
    expect(bookingDays([], dayOf, roomy).size).toBe(0);
  });
});

describe('eventOfDay', () => {
  it("is the day's only open event", () => {
    expect(eventOfDay('2026-12-10', events, dayOf, roomy, null)?.id).toBe(1);
  });

  it('keeps the chosen event when it is on the day, and chooses none among several', () => {
    expect(eventOfDay('2026-12-12', events, dayOf, roomy, 5)?.id).toBe(5);
    expect(eventOfDay('2026-12-12', events, dayOf, roomy, 1)).toBeNull();
  });

  it('is none on a sold-out day', () => {
    expect(eventOfDay('2026-12-11', events, dayOf, roomy, null)).toBeNull();
    expect(eventOfDay('2026-12-13', events, dayOf, notSix, null)).toBeNull();
  });
});
