import { describe, expect, it } from 'vitest';
import { monthWeeks, sameDayIn, shiftMonth } from '@/shared/ui/forms/calendar-month';

describe('a calendar month', () => {
  it('starts its weeks on Monday, with blanks before the 1st and after the last day', () => {
    // 1 November 2026 is a Sunday.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves by months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });

  it('keeps the day of the month when it moves a month, or takes the shorter month’s last day', () => {
    expect(sameDayIn('2026-12', '2026-11-23')).toBe('2026-12-23');
    expect(sameDayIn('2027-02', '2027-01-31')).toBe('2027-02-28');
  });
});
