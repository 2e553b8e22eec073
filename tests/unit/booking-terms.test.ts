import { describe, expect, it } from 'vitest';
import { addDays, bookingRules, freeCancelUntil, prepaymentSplit } from '@common/booking-terms';
import { freeCancelWords, kindTermsWords } from '@common/order-words';

const CONFIG = {
  PREPAYMENT_PERCENT: '30',
  PREPAYMENT_REST_DAYS: '3',
  FREE_CANCELLATION_DAYS_TOUR: '4',
  FREE_CANCELLATION_DAYS_OTHER: '1',
};
const RULES = { prepaymentPercent: 30, restDueDays: 3, tourFreeDays: 4, otherFreeDays: 1 };

describe('the booking rules a site config states', () => {
  it('are read when all four are whole numbers in range', () => {
    expect(bookingRules(CONFIG)).toEqual(RULES);
  });

  it('promise nothing when one is missing, empty or not a number', () => {
    expect(bookingRules(undefined)).toBeNull();
    expect(bookingRules({ ...CONFIG, PREPAYMENT_REST_DAYS: '' })).toBeNull();
    expect(bookingRules({ ...CONFIG, PREPAYMENT_PERCENT: '30%' })).toBeNull();
    expect(bookingRules({ ...CONFIG, PREPAYMENT_PERCENT: '100' })).toBeNull();
    const { FREE_CANCELLATION_DAYS_OTHER: _left, ...three } = CONFIG;
    expect(bookingRules(three)).toBeNull();
  });
});

describe('until when a cancellation is free', () => {
  it('counts calendar days back from the start, across a month and a year', () => {
    expect(freeCancelUntil('tour', '2026-12-12', RULES)).toBe('2026-12-08');
    expect(freeCancelUntil('excursion', '2027-01-01', RULES)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('is said with its day, and plainly once the day has passed', () => {
    expect(freeCancelWords('2026-12-08', '2026-12-08')).toBe('Бесплатная отмена по 08.12.2026');
    expect(freeCancelWords('2026-12-08', '2026-12-09')).toBe('Бесплатная отмена уже недоступна');
  });

  it('is said per kind before a date is chosen', () => {
    expect(kindTermsWords('tour', RULES)).toBe('Предоплата 30 %, бесплатная отмена за 4\u00a0дня до начала');
    expect(kindTermsWords('excursion', RULES)).toBe('Бесплатная отмена за день до начала');
    expect(kindTermsWords('room', { ...RULES, otherFreeDays: 0 })).toBe('Бесплатная отмена до начала');
  });
});

describe('the prepayment of a choice not yet ordered', () => {
  const tour = { type: 'tour' as const, total: 24_100, date_start: '2026-12-12' };
  const excursion = { type: 'excursion' as const, total: 0.5 + 5_999.5, date_start: '2026-12-10' };

  it('takes the percent of the tours, rounded up to a rouble, and the rest in full', () => {
    expect(prepaymentSplit([tour, excursion], 30_100, RULES, '2026-12-01')).toEqual({
      percent: 30,
      amount: 7_230 + 6_000,
      rest: 16_870,
      restDue: '2026-12-09',
      appliesTo: ['tour'],
    });
    expect(prepaymentSplit([{ ...tour, total: 1_001 }], 1_001, RULES, '2026-12-01')?.amount).toBe(301);
  });

  it('is not offered without tours or once the rest would be due already', () => {
    expect(prepaymentSplit([excursion], 6_000, RULES, '2026-12-01')).toBeNull();
    expect(prepaymentSplit([tour], 24_100, RULES, '2026-12-09')).not.toBeNull();
    expect(prepaymentSplit([tour], 24_100, RULES, '2026-12-10')).toBeNull();
  });
});
