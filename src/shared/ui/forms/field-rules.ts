import {
  PHONE_INTERNATIONAL_MAX_DIGITS,
  PHONE_INTERNATIONAL_MIN_DIGITS,
  PHONE_RUSSIAN_DIGITS,
} from '@/shared/config/constants';
import { today as agencyToday, type CalendarDay } from '@/shared/lib/calendar-day';
import { DATE_MESSAGES, parseDisplayDate } from './date-range';

// The rules every form checks its fields by, with the words it says, written once: a form picks
// them (or a field of the kit carries them), it does not write them again.

/** What an empty required field says, unless its own rule has better words. */
export const REQUIRED = 'Обязательное поле';

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * Whether a field must be given, and in which words an empty one is refused: `true`, the field's
 * own ('Введите e-mail'); `'plain'`, 'Обязательное поле', as a form the server defines says of
 * every field it requires.
 */
export type Requirement = boolean | 'plain';

const emptyMessage = (required: Requirement, own: string): string | undefined =>
  required === 'plain' ? REQUIRED : required ? own : undefined;

/** Text that must be given: empty or only spaces is 'Обязательное поле'. */
export const requiredText = {
  required: REQUIRED,
  validate: (value: unknown) => !isBlank(value) || REQUIRED,
};

/**
 * A surname, first name or patronymic: no digits ('Петров1'). The contract's `PersonName` (its
 * `pattern` and `x-pattern-message`), which the backend checks by too.
 */
export const PERSON_NAME_PATTERN = /^[^0-9]*$/;
export const PERSON_NAME_DIGITS = 'Без цифр: фамилия, имя и отчество пишутся буквами.';

/** A name; a required one must not be empty or only spaces ('Обязательное поле'). */
export function personNameRules(required: boolean) {
  return {
    ...(required ? requiredText : {}),
    pattern: { value: PERSON_NAME_PATTERN, message: PERSON_NAME_DIGITS },
  };
}

/** A plausible e-mail: something, @, a domain with a dot; the backend has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_REQUIRED = 'Введите e-mail';
export const EMAIL_INVALID = 'Введите правильный адрес электронной почты';

/** An e-mail; a required one empty is 'Введите e-mail'. */
export function emailRules(required: Requirement = false) {
  const message = emptyMessage(required, EMAIL_REQUIRED);
  return {
    ...(message ? { required: message } : {}),
    pattern: { value: EMAIL_PATTERN, message: EMAIL_INVALID },
  };
}

export const PHONE_REQUIRED = 'Введите телефон';

/**
 * The message for a phone that is not whole yet, or null when it is (an empty one is the form's
 * 'required'). Which rule applies shows in the value itself: the Russian mask writes `+7 (`.
 */
export function phoneProblem(value: string): string | null {
  const digits = value.replace(/\D/g, '').length;
  if (digits === 0) return null;
  if (value.trim().startsWith('+7 (')) {
    return digits === PHONE_RUSSIAN_DIGITS ? null : 'Введите номер полностью: +7 (999) 999-99-99';
  }
  return digits >= PHONE_INTERNATIONAL_MIN_DIGITS && digits <= PHONE_INTERNATIONAL_MAX_DIGITS
    ? null
    : `Введите + и от ${PHONE_INTERNATIONAL_MIN_DIGITS} до ${PHONE_INTERNATIONAL_MAX_DIGITS} цифр номера`;
}

/** A phone number whole under its mask (docs/product.md#validation); a required one empty is 'Введите телефон'. */
export function phoneRules(required: Requirement = false) {
  const message = emptyMessage(required, PHONE_REQUIRED);
  return {
    validate: (value: unknown) => {
      if (isBlank(value)) return message ?? true;
      return phoneProblem(value as string) ?? true;
    },
  };
}

/** A birth date as typed: optional, but when given a whole, real day that is not in the future. */
export function birthDateProblem(text: string, today: CalendarDay = agencyToday()): string | true {
  const typed = text.trim();
  if (typed === '') return true;
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(typed)) return DATE_MESSAGES.incomplete;
  const date = parseDisplayDate(typed);
  if (!date) return DATE_MESSAGES.notExists;
  if (date > today) return 'Дата рождения не может быть в будущем';
  if (date < '1900') return 'Проверьте год рождения';
  return true;
}

export const birthDateRules = {
  validate: (value: unknown) => typeof value !== 'string' || birthDateProblem(value),
};
