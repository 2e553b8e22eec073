import { describe, expect, it } from 'vitest';
import type { components } from '@contract/schema.gen';
import {
  bookingTotal,
  buildCartEventBody,
  categoryMax,
  noTourists,
  touristTotal,
} from '@/features/catalogue/trips/cart-event';

type Price = components['schemas']['Price'];

// Excursion events (PATCH /api/cart/excursion/)

const excursionPrices = [
  { category: 'vzroslyi', title: 'Взрослый', price: 900 },
  { category: 'pensioner', title: 'Пенсионер', price: 750 },
  { category: 'student', title: 'Студент, учащийся старше 14 лет', price: 700 },
  { category: 'rebenok', title: 'Ребенок', price: 450 },
] as const;

describe('the body of PATCH /api/cart/excursion/', () => {
  it('is the event id and the tourists per category, empty categories left out', () => {
    expect(buildCartEventBody(12, { ...noTourists(), vzroslyi: 2, rebenok: 1 })).toEqual({
      event_id: 12,
      tourists: { vzroslyi: 2, rebenok: 1 },
    });
  });

  it('carries every category the visitor chose', () => {
    expect(buildCartEventBody(3, { vzroslyi: 1, pensioner: 2, student: 3, rebenok: 4 })).toEqual({
      event_id: 3,
      tourists: { vzroslyi: 1, pensioner: 2, student: 3, rebenok: 4 },
    });
  });

  it('refuses what the API would refuse: no tourists, more than 50, a bad event or count', () => {
    expect(() => buildCartEventBody(1, noTourists())).toThrow(RangeError);
    expect(() => buildCartEventBody(1, { ...noTourists(), vzroslyi: 51 })).toThrow(RangeError);
    expect(() => buildCartEventBody(0, { ...noTourists(), vzroslyi: 1 })).toThrow(RangeError);
    expect(() => buildCartEventBody(1, { ...noTourists(), vzroslyi: 1.5 })).toThrow(RangeError);
    expect(() => buildCartEventBody(1, { ...noTourists(), student: -1, vzroslyi: 2 })).toThrow(RangeError);
  });
});

describe('the booking total', () => {
  it('sums the price of each tourist by category', () => {
    const tourists = { vzroslyi: 2, pensioner: 1, student: 0, rebenok: 3 };
    expect(touristTotal(tourists)).toBe(6);
    expect(bookingTotal(tourists, excursionPrices)).toBe(2 * 900 + 750 + 3 * 450);
  });
});

// Tour events (PATCH /api/cart/tour/)

const tourPrices: Price[] = [
  { category: 'vzroslyi', title: 'Взрослый', price: 21500 },
  { category: 'pensioner', title: 'Пенсионер', price: 19350 },
  { category: 'student', title: 'Студент, учащийся старше 14 лет', price: 18300 },
  { category: 'rebenok', title: 'Ребенок', price: 15050 },
];

describe('buildCartEventBody', () => {
  it('gives the CartEventRequest of PATCH /api/cart/tour/: the event id and the non-zero categories', () => {
    expect(buildCartEventBody(17, { ...noTourists(), vzroslyi: 2, rebenok: 1 })).toEqual({
      event_id: 17,
      tourists: { vzroslyi: 2, rebenok: 1 },
    });
  });

  it('keeps every category that has tourists, in the spec order', () => {
    const body = buildCartEventBody(3, { vzroslyi: 1, pensioner: 2, student: 3, rebenok: 4 });
    expect(Object.keys(body.tourists)).toEqual(['vzroslyi', 'pensioner', 'student', 'rebenok']);
    expect(body.tourists).toEqual({ vzroslyi: 1, pensioner: 2, student: 3, rebenok: 4 });
  });

  it('refuses a body the API would refuse: no tourists, more than 50, bad counts or event id', () => {
    expect(() => buildCartEventBody(17, noTourists())).toThrow(RangeError);
    expect(() => buildCartEventBody(17, { ...noTourists(), vzroslyi: 51 })).toThrow(RangeError);
    expect(() => buildCartEventBody(17, { ...noTourists(), vzroslyi: 1, rebenok: -1 })).toThrow(RangeError);
    expect(() => buildCartEventBody(17, { ...noTourists(), vzroslyi: 1.5 })).toThrow(RangeError);
    expect(() => buildCartEventBody(0, { ...noTourists(), vzroslyi: 1 })).toThrow(RangeError);
    expect(() => buildCartEventBody(Number.NaN, { ...noTourists(), vzroslyi: 1 })).toThrow(RangeError);
  });

  it('accepts exactly 50 tourists', () => {
    expect(buildCartEventBody(9, { vzroslyi: 20, pensioner: 10, student: 10, rebenok: 10 }).tourists).toEqual(
      {
        vzroslyi: 20,
        pensioner: 10,
        student: 10,
        rebenok: 10,
      },
    );
  });
});

describe('booking sums', () => {
  it('counts the tourists and prices them per category', () => {
    const tourists = { ...noTourists(), vzroslyi: 2, pensioner: 1, rebenok: 1 };
    expect(touristTotal(tourists)).toBe(4);
    expect(bookingTotal(tourists, tourPrices)).toBe(2 * 21500 + 19350 + 15050);
  });

  it('lets one category grow only as far as the free places (and the 50 limit) allow', () => {
    const tourists = { ...noTourists(), vzroslyi: 2, rebenok: 1 };
    expect(categoryMax(tourists, 'vzroslyi', 5)).toBe(4);
    expect(categoryMax(tourists, 'pensioner', 5)).toBe(2);
    expect(categoryMax(tourists, 'pensioner', 2)).toBe(0);
    expect(categoryMax(noTourists(), 'vzroslyi', 80)).toBe(50);
  });
});
