import {
  addDays,
  daysBetween,
  parseCalendarDay,
  today as localToday,
  weekday,
} from '@/shared/lib/calendar-day';
import { describe, expect, it } from 'vitest';
import {
  defaultExcursionSearch,
  defaultHotelSearch,
  nextCheckInDay,
  parseExcursionSearch,
  parseHotelSearch,
} from '@/features/catalogue/search-params';

// A Wednesday.
const today = '2026-11-25';

describe('excursion search params', () => {
  it('defaults to today → today + 7 days and 1 tourist', () => {
    expect(defaultExcursionSearch(today)).toEqual({
      date_from: '2026-11-25',
      date_to: '2026-12-02',
      tourists: 1,
    });
  });

  it('keeps a valid search from a shared link', () => {
    expect(
      parseExcursionSearch({ date_from: '2026-11-26', date_to: '2026-11-30', tourists: 3 }, today),
    ).toEqual({
      date_from: '2026-11-26',
      date_to: '2026-11-30',
      tourists: 3,
    });
  });

  it.each([
    ['a date in the past', { date_from: '2026-11-01', date_to: '2026-11-30' }],
    ['an end before the start', { date_from: '2026-11-28', date_to: '2026-11-26' }],
    ['an impossible date', { date_from: '2026-02-30', date_to: '2026-03-02' }],
    ['garbage', { date_from: 'вчера', date_to: 42 }],
  ])('falls back to the default dates for %s, without an error', (_case, raw) => {
    const parsed = parseExcursionSearch(raw, today);
    expect([parsed.date_from, parsed.date_to]).toEqual(['2026-11-25', '2026-12-02']);
  });

  it.each([0, -1, 2.5, 'два', 1000])('falls back to 1 tourist for %s', (tourists) => {
    expect(parseExcursionSearch({ tourists }, today).tourists).toBe(1);
  });
});

describe('hotel search params', () => {
  it('defaults to the next Friday, 3 nights, a room for 2 adults', () => {
    expect(defaultHotelSearch(today)).toEqual({ date_from: '2026-11-27', date_to: '2026-11-30', room: '2' });
  });

  it('takes the Friday of next week when today is Friday', () => {
    expect(nextCheckInDay('2026-11-27')).toBe('2026-12-04');
  });

  it('accepts adults with children ages and rejects nonsense', () => {
    expect(parseHotelSearch({ room: '2-7-12' }, today).room).toBe('2-7-12');
    expect(parseHotelSearch({ room: 3 }, today).room).toBe('3');
    expect(parseHotelSearch({ room: '0' }, today).room).toBe('2');
    expect(parseHotelSearch({ room: '2-40' }, today).room).toBe('2');
    expect(parseHotelSearch({ room: '<script>' }, today).room).toBe('2');
  });

  it('needs a stay of at least one night', () => {
    const parsed = parseHotelSearch({ date_from: '2026-11-28', date_to: '2026-11-28' }, today);
    expect(parsed.date_from).toBe('2026-11-27');
  });
});

describe('calendar days', () => {
  it('parses only real dates in YYYY-MM-DD form', () => {
    expect(parseCalendarDay('2026-02-28')).toBe('2026-02-28');
    expect(parseCalendarDay('2026-02-30')).toBeNull();
    expect(parseCalendarDay('2026-2-3')).toBeNull();
    expect(parseCalendarDay(20260203)).toBeNull();
  });

  it('adds days across months, years and leap days; counts days between', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2026-04-02', '2026-03-28')).toBe(-5);
  });

  it('knows the weekday and the agency’s (Moscow) date today', () => {
    expect(weekday('2026-11-27')).toBe(5);
    expect(localToday(Date.parse('2026-01-05T20:30:00Z'))).toBe('2026-01-05');
  });
});
