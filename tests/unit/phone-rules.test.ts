import { describe, expect, it } from 'vitest';
import {
  isForeignNumber,
  isRussianNumber,
  phoneMaskKind,
  phoneProblem,
  russianDigits,
} from '@/shared/ui/forms/phone-rules';

describe('the phone field (spec §5)', () => {
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

  it('a Russian number pasted whole keeps its ten digits after +7', () => {
    expect(russianDigits('8 (916) 123-45-67')).toBe('9161234567');
    expect(russianDigits('+7 916 123 45 67')).toBe('9161234567');
    expect(russianDigits('9161234567')).toBe('9161234567');
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
