import type { FieldValues } from 'react-hook-form';
import { today as agencyToday, type CalendarDay } from '@/shared/lib/calendar-day';
import { DATE_MESSAGES, parseDisplayDate } from './date-range';
import { phoneProblem } from './phone-rules';

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

/** A phone number whole under its mask (spec §5); a required one empty is 'Введите телефон'. */
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

export const CONSENT_REQUIRED =
  'Отметьте согласие на обработку персональных данных — без него мы не можем принять форму.';

/** A form that sends personal data sends nothing without the consent (152-ФЗ). */
export const consentRules = { validate: (value: unknown) => value === true || CONSENT_REQUIRED };

/** The backend's password rules, checked before sending (the same words as its messages). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordProblem(password: string): string | true {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Пароль должен содержать не более ${PASSWORD_MAX_LENGTH} символов.`;
  if (/^\d+$/.test(password)) return 'Пароль не может состоять только из цифр.';
  return true;
}

export const PASSWORDS_DIFFER = 'Пароли не совпадают.';

/** The password of a sign-in: only given; the backend judges it. */
export const passwordRules = { required: 'Введите пароль' };

/** A new password: the backend's rules. */
export const newPasswordRules = {
  required: 'Придумайте пароль',
  validate: (value: unknown) => passwordProblem(typeof value === 'string' ? value : ''),
};

/** The new password again: the same as the form's field `passwordField`. */
export const repeatPasswordRules = (passwordField: string) => ({
  required: 'Повторите пароль',
  validate: (value: unknown, values: FieldValues) => value === values[passwordField] || PASSWORDS_DIFFER,
});
