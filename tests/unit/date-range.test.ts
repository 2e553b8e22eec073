import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import { dateMaskOptions } from '@/shared/ui/forms/date-mask';
import {
  DATE_MESSAGES,
  displayToIsoDate,
  endAfterStart,
  isoToDisplayDate,
  parseDisplayDate,
  typedSpan,
  validateDateRange,
  type DateRangeRules,
} from '@/shared/ui/forms/date-range';

const today = '2026-11-25';
const rules: DateRangeRules = { minDays: 0, maxDays: 366, endBeforeStart: 'раньше', tooLong: 'долго' };

function typed(keys: string): string {
  const mask = IMask.createMask(dateMaskOptions(IMask));
  mask.resolve(keys);
  return mask.value;
}

describe('the date mask (day.month.year, 2-2-4 digits)', () => {
  it('puts the dots in while digits are typed', () => {
    expect(typed('25112026')).toBe('25.11.2026');
    expect(typed('2511')).toBe('25.11');
  });

  it('takes no letters and nothing after the year', () => {
    expect(typed('2a5b1c1d2026')).toBe('25.11.2026');
    expect(typed('251120269999')).toBe('25.11.2026');
  });

  it('refuses a day above 31 and a month above 12', () => {
    expect(typed('32')).not.toBe('32');
    expect(typed('0113')).not.toBe('01.13');
  });
});

describe('display dates', () => {
  it('parses only complete dates that exist', () => {
    expect(parseDisplayDate('29.02.2028')).toBe('2028-02-29');
    expect(parseDisplayDate('29.02.2027')).toBeNull();
    expect(parseDisplayDate('31.04.2027')).toBeNull();
    expect(parseDisplayDate('1.12.2026')).toBeNull();
  });

  it('converts between the field and the URL', () => {
    expect(isoToDisplayDate('2026-12-01')).toBe('01.12.2026');
    expect(displayToIsoDate('01.12.2026')).toBe('2026-12-01');
    expect(displayToIsoDate('01.12.20')).toBeNull();
  });
});

describe('date range validation', () => {
  it('accepts a range from today on', () => {
    expect(validateDateRange('25.11.2026', '25.11.2026', rules, today)).toEqual({});
    expect(validateDateRange('26.11.2026', '02.12.2026', rules, today)).toEqual({});
  });

  it('explains an empty, incomplete or impossible date under its own field', () => {
    expect(validateDateRange('', '26.11.2026', rules, today)).toEqual({ from: DATE_MESSAGES.required });
    expect(validateDateRange('26.11.2026', '02.1', rules, today)).toEqual({ to: DATE_MESSAGES.incomplete });
    expect(validateDateRange('31.11.2026', '02.12.2026', rules, today)).toEqual({
      from: DATE_MESSAGES.notExists,
    });
  });

  it('rejects dates in the past', () => {
    expect(validateDateRange('24.11.2026', '26.11.2026', rules, today)).toEqual({ from: DATE_MESSAGES.past });
  });

  it('rejects an end before the start, and too long a range', () => {
    expect(validateDateRange('28.11.2026', '27.11.2026', rules, today)).toEqual({ to: 'раньше' });
    expect(validateDateRange('26.11.2026', '26.11.2028', rules, today)).toEqual({ to: 'долго' });
  });

  it('can require the end to be after the start (a hotel stay of at least one night)', () => {
    const stay = { ...rules, minDays: 1 };
    expect(validateDateRange('27.11.2026', '27.11.2026', stay, today)).toEqual({ to: 'раньше' });
    expect(validateDateRange('27.11.2026', '28.11.2026', stay, today)).toEqual({});
  });
});

describe('the end of a range follows its start', () => {
  it.each([
    ['a start after the end moves the end, keeping the span', '10.12.2026', '05.12.2026', 7, 0, '17.12.2026'],
    ['with no span known, to the same day', '10.12.2026', '05.12.2026', null, 0, '10.12.2026'],
    ['a stay keeps at least a night', '10.12.2026', '10.12.2026', 0, 1, '11.12.2026'],
    ['a start before the end leaves it', '01.12.2026', '05.12.2026', 7, 0, '05.12.2026'],
    ['a start on the end day leaves a day trip', '05.12.2026', '05.12.2026', 7, 0, '05.12.2026'],
    ['a start being typed leaves it', '10.12.20', '05.12.2026', 7, 0, '05.12.2026'],
    ['an end not yet a date is left', '10.12.2026', '05.12', 7, 0, '05.12'],
    ['an open end stays open', '10.12.2026', '', 7, 0, ''],
  ])('%s', (_, from, to, span, minDays, end) => {
    expect(endAfterStart(from, to, span, minDays)).toBe(end);
  });

  it('measures a typed range only when it is one', () => {
    expect(typedSpan('05.12.2026', '12.12.2026')).toBe(7);
    expect(typedSpan('12.12.2026', '05.12.2026')).toBeNull();
    expect(typedSpan('12.12.2026', '')).toBeNull();
  });
});
