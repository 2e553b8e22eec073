import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayRange,
  formatPrice,
  formatRating,
  pluralize,
  TOURIST_FORMS,
} from '@/shared/lib/format';

// Intl separates thousands and the currency sign with no-break spaces; compare them as spaces.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('uses a space for thousands, a comma and 2 decimals, and the rouble sign', () => {
    expect(spaces(formatPrice(12500))).toBe('12 500,00 ₽');
    expect(spaces(formatPrice(990.5))).toBe('990,50 ₽');
    expect(spaces(formatPrice(1234567.891))).toBe('1 234 567,89 ₽');
    expect(spaces(formatPrice(0))).toBe('0,00 ₽');
  });
});

describe('formatDate', () => {
  it('shows day.month.year', () => {
    expect(formatDate('2026-03-08')).toBe('08.03.2026');
    expect(formatDate('2026-12-31T23:00:00+03:00')).toBe('31.12.2026');
    expect(formatDate('2026-01-05T09:30:00+03:00')).toBe('05.01.2026');
  });

  it('puts a datetime on the agency’s (Moscow) calendar, in any time zone', () => {
    expect(formatDate('2026-12-31T21:30:00Z')).toBe('01.01.2027');
    expect(formatDate('2026-06-01T02:00:00+10:00')).toBe('31.05.2026');
  });
});

describe('pluralize', () => {
  it.each([
    [1, '1 турист'],
    [2, '2 туриста'],
    [4, '4 туриста'],
    [5, '5 туристов'],
    [11, '11 туристов'],
    [12, '12 туристов'],
    [14, '14 туристов'],
    [21, '21 турист'],
    [22, '22 туриста'],
    [25, '25 туристов'],
    [101, '101 турист'],
    [111, '111 туристов'],
  ])('%i → %s', (count, expected) => {
    expect(pluralize(count, TOURIST_FORMS)).toBe(expected.replace(' ', '\u00a0'));
  });
});

describe('formatRating', () => {
  it('writes one decimal with a comma', () => {
    expect(formatRating(4.7)).toBe('4,7');
    expect(formatRating(5)).toBe('5,0');
  });
});

describe('formatDayRange', () => {
  const plain = (text: string) => text.replaceAll('\u00a0', ' ');
  it('writes a range within a month once with the month', () => {
    expect(plain(formatDayRange('2026-11-23', '2026-11-30'))).toBe('23–30 ноября');
  });

  it('names both months across a month, and one day alone', () => {
    expect(plain(formatDayRange('2026-11-30', '2026-12-03'))).toBe('30 ноября – 3 декабря');
    expect(plain(formatDayRange('2026-12-30', '2027-01-03'))).toBe('30 декабря – 3 января');
    expect(plain(formatDayRange('2026-11-23', '2026-11-23'))).toBe('23 ноября');
  });
});
