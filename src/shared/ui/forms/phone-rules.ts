import { FIELD_RULES } from '@contract/field-rules.gen';

const DIGITS = FIELD_RULES.Phone.phoneDigits;

/**
 * The phone rules of docs/product.md#validation. 'Код РФ' on: `+7 (999) 999-99-99`; off: `+` and 7–15 digits. A value that
 * starts with `+` and a second character other than 7 is foreign: the checkbox switches off.
 */
export const RUSSIAN_PHONE_MASK = '+{7} (000) 000-00-00';
export const INTERNATIONAL_PHONE_MASK = `+${'0'.repeat(DIGITS.max)}`;

/** A foreign number typed or pasted: `+` then anything but 7. */
export const isForeignNumber = (raw: string): boolean => /^\+[^7]/.test(raw.trim());

/** Which mask the field uses for what is being typed, given the checkbox. */
export function phoneMaskKind(raw: string, russianCode: boolean): 'russian' | 'international' {
  if (isForeignNumber(raw)) return 'international';
  return russianCode ? 'russian' : 'international';
}

/**
 * The national digits of a Russian number however it is written (`8 911 …`, `+7 911 …`,
 * `7911…`, `911…`), whole or still being typed: a `+7`, or a leading 8 or 7, is the country code
 * or the trunk prefix and goes (as Russians write them, a national code never starts so). Null for
 * a foreign number (`+` and not 7).
 */
export function russianNational(raw: string): string | null {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits === '' || digits.startsWith('7') ? digits.slice(1) : null;
  return /^[78]/.test(digits) ? digits.slice(1) : digits;
}

/**
 * What starting a Russian number with `appended` puts in the field, as Russians type, paste and
 * autofill it: a first 8 or 7 is the +7 the mask writes (not the first digit of the code), a whole
 * number keeps its ten digits after +7. The mask may ask twice: the answer to its own answer is
 * the same.
 */
export function russianStart(appended: string): string {
  if (appended === '8' || appended === '7') return '+7';
  if (appended.length < 2 || isForeignNumber(appended)) return appended;
  return `+7${russianNational(appended) ?? ''}`;
}

/**
 * What the field holds when 'Код РФ' is turned on or off: the same number under the other mask.
 * A foreign number cannot be written as a Russian one without losing digits: turning the box on
 * empties the field for the Russian number to come.
 */
export function underOtherMask(value: string, russianCode: boolean): string {
  if (isForeignNumber(value)) return russianCode ? '' : value;
  const national = russianNational(value) ?? '';
  if (national === '') return '';
  return russianCode ? russianStart(`+7${national}`) : `+7${national}`;
}

/** A stored number as people read it: `+7 (911) 350-12-34`; a foreign or odd one as it is. */
export function formatPhoneNumber(stored: string): string {
  const national = isForeignNumber(stored) ? null : russianNational(stored);
  if (!national || national.length !== DIGITS.russian - 1) return stored;
  return `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
}

/** Whether a stored number (a profile's, a saved tourist's) reads as Russian: the checkbox's start. */
export const isRussianNumber = (value: string): boolean => value.trim() === '' || /^\+?7/.test(value.trim());
