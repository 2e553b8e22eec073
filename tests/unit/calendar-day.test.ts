import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, parseCalendarDay, today, weekday } from '@/shared/lib/calendar-day';

describe('the agency day (Europe/Moscow, UTC+3)', () => {
  it('is the Moscow date whatever the machine’s own zone says', () => {
    // 20:59 UTC is 23:59 in Moscow, 06:59 next day in Vladivostok, 15:59 in New York.
    expect(today(Date.parse('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    // 21:00 UTC is midnight in Moscow: the agency's next day has begun.
    expect(today(Date.parse('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
  });

  it('turns the year at Moscow midnight', () => {
    expect(today(Date.parse('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
    expect(today(Date.parse('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('is a real ISO day that the rest of the calendar helpers accept', () => {
    const day = today(Date.parse('2027-02-28T22:30:00Z'));
    expect(day).toBe('2027-03-01');
    expect(parseCalendarDay(day)).toBe(day);
    expect(addDays(day, -1)).toBe('2027-02-28');
    expect(daysBetween('2027-02-28', day)).toBe(1);
    expect(weekday(day)).toBe(1);
  });
});
