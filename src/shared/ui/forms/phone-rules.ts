import { PHONE_INTERNATIONAL_MAX_DIGITS, PHONE_INTERNATIONAL_MIN_DIGITS } from '@/shared/config/constants';

/**
 * Spec §5 phone rules. 'Код РФ' on: `+7 (999) 999-99-99`; off: `+` and 7–15 digits. A value that
 * starts with `+` and a second character other than 7 is foreign: the checkbox switches off.
 */
export const RUSSIAN_PHONE_MASK = '+{7} (000) 000-00-00';
export const INTERNATIONAL_PHONE_MASK = `+${'0'.repeat(PHONE_INTERNATIONAL_MAX_DIGITS)}`;
const RUSSIAN_DIGITS = 11;

/** A foreign number typed or pasted: `+` then anything but 7. */
export const isForeignNumber = (raw: string): boolean => /^\+[^7]/.test(raw.trim());

/** Which mask the field uses for what is being typed, given the checkbox. */
export function phoneMaskKind(raw: string, russianCode: boolean): 'russian' | 'international' {
  if (isForeignNumber(raw)) return 'international';
  return russianCode ? 'russian' : 'international';
}

/**
 * What a pasted or autofilled Russian number is typed as: `8 916 …` and `7 916 …` (11 digits) drop
 * their leading trunk or country digit, since the mask writes +7 itself.
 */
export function russianDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === RUSSIAN_DIGITS && /^[78]/.test(digits) ? digits.slice(1) : digits;
}

export const phoneDigitCount = (value: string): number => value.replace(/\D/g, '').length;

/** Written by the Russian mask: `+7 (916) 1…`. */
const looksRussian = (value: string): boolean => value.trim().startsWith('+7 (');

/**
 * The message for a phone that is not whole yet, or null when it is (an empty one is the form's
 * 'required'). Which rule applies shows in the value itself: the Russian mask writes brackets.
 */
export function phoneProblem(value: string): string | null {
  const digits = phoneDigitCount(value);
  if (digits === 0) return null;
  if (looksRussian(value)) {
    return digits === RUSSIAN_DIGITS ? null : 'Введите номер полностью: +7 (999) 999-99-99';
  }
  return digits >= PHONE_INTERNATIONAL_MIN_DIGITS && digits <= PHONE_INTERNATIONAL_MAX_DIGITS
    ? null
    : `Введите + и от ${PHONE_INTERNATIONAL_MIN_DIGITS} до ${PHONE_INTERNATIONAL_MAX_DIGITS} цифр номера`;
}

/** Whether a stored number (a profile's, a saved tourist's) reads as Russian: the checkbox's start. */
export const isRussianNumber = (value: string): boolean => value.trim() === '' || /^\+?7/.test(value.trim());
