import { describe, expect, it } from 'vitest';
import {
  bookingTotal,
  buildTourCartBody,
  categoryMax,
  noTourists,
  touristTotal,
} from '@/features/tours/cart-body';
import type { Price } from '@/features/tours/api/types';

const prices: Price[] = [
  { category: 'vzroslyi', title: 'Взрослый', price: 21500 },
  { category: 'pensioner', title: 'Пенсионер', price: 19350 },
  { category: 'student', title: 'Студент, учащийся старше 14 лет', price: 18300 },
  { category: 'rebenok', title: 'Ребенок', price: 15050 },
];

describe('buildTourCartBody', () => {
  it('gives the CartEventRequest of PATCH /api/cart/tour/: the event id and the non-zero categories', () => {
    expect(buildTourCartBody(17, { ...noTourists(), vzroslyi: 2, rebenok: 1 })).toEqual({
      event_id: 17,
      tourists: { vzroslyi: 2, rebenok: 1 },
    });
  });

  it('keeps every category that has tourists, in the spec order', () => {
    const body = buildTourCartBody(3, { vzroslyi: 1, pensioner: 2, student: 3, rebenok: 4 });
    expect(Object.keys(body.tourists)).toEqual(['vzroslyi', 'pensioner', 'student', 'rebenok']);
    expect(body.tourists).toEqual({ vzroslyi: 1, pensioner: 2, student: 3, rebenok: 4 });
  });

  it('refuses a body the API would refuse: no tourists, more than 50, bad counts or event id', () => {
    expect(() => buildTourCartBody(17, noTourists())).toThrow(RangeError);
    expect(() => buildTourCartBody(17, { ...noTourists(), vzroslyi: 51 })).toThrow(RangeError);
    expect(() => buildTourCartBody(17, { ...noTourists(), vzroslyi: 1, rebenok: -1 })).toThrow(RangeError);
    expect(() => buildTourCartBody(17, { ...noTourists(), vzroslyi: 1.5 })).toThrow(RangeError);
    expect(() => buildTourCartBody(0, { ...noTourists(), vzroslyi: 1 })).toThrow(RangeError);
    expect(() => buildTourCartBody(Number.NaN, { ...noTourists(), vzroslyi: 1 })).toThrow(RangeError);
  });

  it('accepts exactly 50 tourists', () => {
    expect(buildTourCartBody(9, { vzroslyi: 20, pensioner: 10, student: 10, rebenok: 10 }).tourists).toEqual({
      vzroslyi: 20,
      pensioner: 10,
      student: 10,
      rebenok: 10,
    });
  });
});

describe('booking sums', () => {
  it('counts the tourists and prices them per category', () => {
    const tourists = { ...noTourists(), vzroslyi: 2, pensioner: 1, rebenok: 1 };
    expect(touristTotal(tourists)).toBe(4);
    expect(bookingTotal(tourists, prices)).toBe(2 * 21500 + 19350 + 15050);
  });

  it('lets one category grow only as far as the free places (and the 50 limit) allow', () => {
    const tourists = { ...noTourists(), vzroslyi: 2, rebenok: 1 };
    expect(categoryMax(tourists, 'vzroslyi', 5)).toBe(4);
    expect(categoryMax(tourists, 'pensioner', 5)).toBe(2);
    expect(categoryMax(tourists, 'pensioner', 2)).toBe(0);
    expect(categoryMax(noTourists(), 'vzroslyi', 80)).toBe(50);
  });
});
