import { describe, expect, it } from 'vitest';
import { travellerPlaces } from '@/features/cart/order/traveller-places';
import { yearsOn } from '@/shared/lib/calendar-day';

const line = (category: 'vzroslyi' | 'rebenok', title: string, count: number) => ({ category, title, count });

describe("an order's traveller places", () => {
  it('are the largest tour’s tourists, category by category, with the day it leaves', () => {
    const small = { date_start: '2026-12-01', tourists: [line('vzroslyi', 'Взрослый', 1)] };
    const large = {
      date_start: '2026-12-05',
      tourists: [line('vzroslyi', 'Взрослый', 2), line('rebenok', 'Ребенок', 1)],
    };
    expect(travellerPlaces([small, large])).toEqual({
      places: [
        { category: 'vzroslyi', title: 'Взрослый' },
        { category: 'vzroslyi', title: 'Взрослый' },
        { category: 'rebenok', title: 'Ребенок' },
      ],
      startsOn: '2026-12-05',
    });
    expect(travellerPlaces([])).toEqual({ places: [], startsOn: null });
  });
});

describe('an age on a day', () => {
  it('counts full years: the birthday itself is the new year', () => {
    expect(yearsOn('2014-09-03', '2026-09-02')).toBe(11);
    expect(yearsOn('2014-09-03', '2026-09-03')).toBe(12);
    expect(yearsOn('2012-02-29', '2026-02-28')).toBe(13);
  });
});
