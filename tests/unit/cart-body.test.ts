import { describe, expect, it } from 'vitest';
import { buildCartExcursionBody } from '@/features/catalogue';
import { bookingTotal, noTourists, touristTotal } from '@/features/catalogue/excursions/cart-body';

const prices = [
  { category: 'vzroslyi', title: 'Взрослый', price: 900 },
  { category: 'pensioner', title: 'Пенсионер', price: 750 },
  { category: 'student', title: 'Студент, учащийся старше 14 лет', price: 700 },
  { category: 'rebenok', title: 'Ребенок', price: 450 },
] as const;

describe('the body of PATCH /api/cart/excursion/', () => {
  it('is the event id and the tourists per category, empty categories left out', () => {
    expect(buildCartExcursionBody(12, { ...noTourists(), vzroslyi: 2, rebenok: 1 })).toEqual({
      event_id: 12,
      tourists: { vzroslyi: 2, rebenok: 1 },
    });
  });

  it('carries every category the visitor chose', () => {
    expect(buildCartExcursionBody(3, { vzroslyi: 1, pensioner: 2, student: 3, rebenok: 4 })).toEqual({
      event_id: 3,
      tourists: { vzroslyi: 1, pensioner: 2, student: 3, rebenok: 4 },
    });
  });

  it('refuses what the API would refuse: no tourists, more than 50, a bad event or count', () => {
    expect(() => buildCartExcursionBody(1, noTourists())).toThrow(RangeError);
    expect(() => buildCartExcursionBody(1, { ...noTourists(), vzroslyi: 51 })).toThrow(RangeError);
    expect(() => buildCartExcursionBody(0, { ...noTourists(), vzroslyi: 1 })).toThrow(RangeError);
    expect(() => buildCartExcursionBody(1, { ...noTourists(), vzroslyi: 1.5 })).toThrow(RangeError);
    expect(() => buildCartExcursionBody(1, { ...noTourists(), student: -1, vzroslyi: 2 })).toThrow(
      RangeError,
    );
  });
});

describe('the booking total', () => {
  it('sums the price of each tourist by category', () => {
    const tourists = { vzroslyi: 2, pensioner: 1, student: 0, rebenok: 3 };
    expect(touristTotal(tourists)).toBe(6);
    expect(bookingTotal(tourists, prices)).toBe(2 * 900 + 750 + 3 * 450);
  });
});
