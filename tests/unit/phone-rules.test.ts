import { describe, expect, it } from 'vitest';
import { phoneProblem } from '@/shared/ui/forms/field-rules';
import {
  formatPhoneNumber,
  isForeignNumber,
  isRussianNumber,
  phoneMaskKind,
  russianNational,
  russianStart,
  underOtherMask,
} from '@/shared/ui/forms/phone-rules';

describe('the phone field (docs/product.md#validation)', () => {
  it("uses the Russian mask while 'Код РФ' is on, else the international one", () => {
    expect(phoneMaskKind('916', true)).toBe('russian');
    expect(phoneMaskKind('+7 (916', true)).toBe('russian');
    expect(phoneMaskKind('916', false)).toBe('international');
  });

  it("a value that starts with + and a second character other than 7 is foreign: 'Код РФ' goes off", () => {
    expect(isForeignNumber('+375 29 123-45-67')).toBe(true);
    expect(isForeignNumber('+3')).toBe(true);
    expect(isForeignNumber('+7 916')).toBe(false);
    expect(isForeignNumber('+')).toBe(false);
    expect(isForeignNumber('8916')).toBe(false);
    expect(phoneMaskKind('+49 30 1234567', true)).toBe('international');
  });

  it.each([
    ['8 (916) 123-45-67', '9161234567'],
    ['89161234567', '9161234567'],
    ['79161234567', '9161234567'],
    ['+7 916 123 45 67', '9161234567'],
    ['+79161234567', '9161234567'],
    ['9161234567', '9161234567'],
    ['8 8112 29-00-00', '8112290000'],
    ['+7', ''],
    ['', ''],
  ])('the national digits of %s are %s', (written, national) => {
    expect(russianNational(written)).toBe(national);
  });

  it('a foreign number has no Russian national digits', () => {
    expect(russianNational('+375 29 123-45-67')).toBeNull();
  });

  it('a first 8 or 7 starts the number with +7; a whole one keeps its ten digits; asked twice, the same', () => {
    for (const [appended, started] of [
      ['8', '+7'],
      ['7', '+7'],
      ['9', '9'],
      ['+', '+'],
      ['89161234567', '+79161234567'],
      ['8 (916) 123-45-67', '+79161234567'],
      ['+7 (916) 123-45-67', '+79161234567'],
      ['9161234567', '+79161234567'],
      ['+375291234567', '+375291234567'],
    ] as const) {
      expect(russianStart(appended), appended).toBe(started);
      expect(russianStart(russianStart(appended)), `${appended} twice`).toBe(started);
    }
  });

  it("turning 'Код РФ' on or off keeps a Russian number; on, a foreign one gives way to the Russian to come", () => {
    expect(underOtherMask('+7 (916) 123-45-67', false)).toBe('+79161234567');
    expect(underOtherMask('+79161234567', true)).toBe('+79161234567');
    expect(underOtherMask('89161234567', true)).toBe('+79161234567');
    expect(underOtherMask('+375291234567', true)).toBe('');
    expect(underOtherMask('+375291234567', false)).toBe('+375291234567');
    expect(underOtherMask('', true)).toBe('');
  });

  it('a stored number reads as the mask writes it; a foreign or incomplete one as it is', () => {
    expect(formatPhoneNumber('+79113501234')).toBe('+7 (911) 350-12-34');
    expect(formatPhoneNumber('89113501234')).toBe('+7 (911) 350-12-34');
    expect(formatPhoneNumber('+375291234567')).toBe('+375291234567');
    expect(formatPhoneNumber('+7911350')).toBe('+7911350');
    expect(formatPhoneNumber('')).toBe('');
  });

  it('a Russian number is whole with 11 digits; an international one with 7 to 15', () => {
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('+7 (916) 123-45-67')).toBeNull();
    expect(phoneProblem('+7 (916) 123-4')).toBe('Введите номер полностью: +7 (999) 999-99-99');
    expect(phoneProblem('+3752912')).toBeNull();
    expect(phoneProblem('+375291234567890')).toBeNull();
    expect(phoneProblem('+375291')).toBe('Введите + и от 7 до 15 цифр номера');
    expect(phoneProblem('+3752912345678901')).toBe('Введите + и от 7 до 15 цифр номера');
  });

  it('a stored number starts the checkbox: on for Russian or none, off for a foreign one', () => {
    expect(isRussianNumber('')).toBe(true);
    expect(isRussianNumber('+79161234567')).toBe(true);
    expect(isRussianNumber('+375291234567')).toBe(false);
  });
});
