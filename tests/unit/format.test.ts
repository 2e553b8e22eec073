import { describe, expect, it } from 'vitest';
import {
  compareTitles,
  formatAgencyTime,
  formatDate,
  formatDayRange,
  formatPrice,
  formatRating,
  formatWeekday,
  pluralForm,
  pluralize,
  TOURIST_FORMS,
} from '@common/format';

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

describe('written out, as Intl writes them', () => {
  it('prices, ratings and weekdays match the ICU formats to the character', () => {
    const price = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const roubles of [0, 5, 990.5, 1234.5, 12500, 99999.99, 1234567.891, 1.005, -3])
      expect(formatPrice(roubles)).toBe(price.format(roubles));
    const rating = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of [0, 3.25, 4.65, 4.7, 4.75, 5]) expect(formatRating(value)).toBe(rating.format(value));
    const weekday = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' });
    for (let day = 0; day < 7; day++) {
      const iso = `2026-11-${String(23 + day).padStart(2, '0')}`;
      expect(formatWeekday(iso)).toBe(weekday.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it('plural forms follow the CLDR rule for every count to 1,000', () => {
    const rules = new Intl.PluralRules('ru');
    const index = { one: 0, few: 1, many: 2, other: 2 } as const;
    for (let count = 0; count <= 1000; count++) {
      const expected = TOURIST_FORMS[index[rules.select(count) as keyof typeof index]];
      expect(pluralForm(count, TOURIST_FORMS)).toBe(expected);
    }
  });

  it('titles in Russian alphabetical order, ё with е, case aside', () => {
    const titles = ['Ёлки', 'Псков', 'алтарь', 'Изборск', 'Елизаров', 'Яблоня', 'Великие Луки'];
    expect([...titles].sort(compareTitles)).toEqual([...titles].sort(new Intl.Collator('ru').compare));
  });
});

describe('formatAgencyTime', () => {
  // 23:50 in Moscow on 27 November.
  const now = Date.parse('2026-11-27T20:50:00Z');
  it("writes 'HH:MM' on the agency's clock, with the date when it is not the agency's today", () => {
    expect(formatAgencyTime('2026-11-27T20:55:00+00:00', now)).toBe('23:55');
    expect(formatAgencyTime('2026-11-27T21:20:00Z', now)).toBe('00:20 28.11.2026');
    expect(formatAgencyTime('2026-11-28T00:20:00+03:00', now)).toBe('00:20 28.11.2026');
    expect(formatAgencyTime('not a time', now)).toBe('');
  });
});
