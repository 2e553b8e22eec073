import { describe, expect, it, vi } from 'vitest';
import { quickRanges, quickStays } from '@/shared/lib/quick-dates';

const ranges = (today: string, firstDay?: string) =>
  Object.fromEntries(
    quickRanges(today, firstDay).map((range) => [range.label, [range.date_from, range.date_to]]),
  );

describe("the quick dates 'Сегодня', 'Завтра', 'Выходные'", () => {
  it.each([
    ['a Wednesday: the coming Saturday and Sunday', '2026-11-25', ['2026-11-28', '2026-11-29']],
    ['a Friday: tomorrow and the day after', '2026-11-27', ['2026-11-28', '2026-11-29']],
    ['a Saturday: today and Sunday', '2026-11-28', ['2026-11-28', '2026-11-29']],
    ['a Sunday: today, what is left of it', '2026-11-29', ['2026-11-29', '2026-11-29']],
    ['a Monday: the weekend after next Friday', '2026-11-30', ['2026-12-05', '2026-12-06']],
  ])('%s', (_, today, weekend) => {
    expect(ranges(today)).toEqual({
      Сегодня: [today, today],
      Завтра: [expect.any(String), expect.any(String)],
      Выходные: weekend,
    });
  });

  it("'Завтра' is the next day, across a month and a year", () => {
    expect(ranges('2026-11-30')['Завтра']).toEqual(['2026-12-01', '2026-12-01']);
    expect(ranges('2026-12-31')['Завтра']).toEqual(['2027-01-01', '2027-01-01']);
  });

  it.each([
    ['a Wednesday', '2026-11-25', ['2026-11-28', '2026-11-29']],
    ['a Saturday: only Sunday is left', '2026-11-28', ['2026-11-29', '2026-11-29']],
    ['a Sunday: the next weekend', '2026-11-29', ['2026-12-05', '2026-12-06']],
  ])('tours, sold until the day before, have no today; on %s the weekend is %j', (_, today, weekend) => {
    const tomorrow = quickRanges(today)[1]!.date_from;
    expect(ranges(today, tomorrow)).toEqual({ Завтра: [tomorrow, tomorrow], Выходные: weekend });
  });

  it("follows the agency's clock (Moscow), not the visitor's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 22:30 UTC on a Friday is already Saturday in Moscow.
    vi.setSystemTime(Date.parse('2026-11-27T22:30:00Z'));
    try {
      expect(quickRanges().map((range) => [range.label, range.date_from, range.date_to])).toEqual([
        ['Сегодня', '2026-11-28', '2026-11-28'],
        ['Завтра', '2026-11-29', '2026-11-29'],
        ['Выходные', '2026-11-28', '2026-11-29'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the quick stays of the hotel catalogue (check-in, check-out)', () => {
  const stays = (today: string) =>
    Object.fromEntries(quickStays(today).map((range) => [range.label, [range.date_from, range.date_to]]));

  it.each([
    ['a Wednesday: in on Friday, out on Sunday', '2026-11-25', ['2026-11-27', '2026-11-29']],
    ['a Friday: tonight and Saturday night', '2026-11-27', ['2026-11-27', '2026-11-29']],
    ['a Saturday: what is left, one night', '2026-11-28', ['2026-11-28', '2026-11-29']],
    [
      "a Sunday: the next weekend (Sunday's night is a working one)",
      '2026-11-29',
      ['2026-12-04', '2026-12-06'],
    ],
  ])('%s', (_, today, weekend) => {
    expect(stays(today)['Выходные']).toEqual(weekend);
  });

  it("'Сегодня' and 'Завтра' are one night each, across a year", () => {
    expect(stays('2026-12-31')).toMatchObject({
      Сегодня: ['2026-12-31', '2027-01-01'],
      Завтра: ['2027-01-01', '2027-01-02'],
    });
  });
});
