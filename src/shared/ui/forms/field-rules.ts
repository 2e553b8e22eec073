import { FIELD_MESSAGES, FIELD_RULES } from '@contract/field-rules.gen';
import { today as agencyToday, type CalendarDay } from '@/shared/lib/calendar-day';
import { contractProblem } from './contract-rule';
import { DATE_MESSAGES, parseDisplayDate } from './date-range';

// The rules every form checks its fields by, with the words it says, written once: a form picks
// them (or a field of the kit carries them), it does not write them again. Limits, patterns and
// the backend's words come from the contract (contract-rule.ts), which the backend checks by.

/** What an empty required field says, unless its own rule has better words: the backend's. */
export const REQUIRED = FIELD_MESSAGES.required;

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * Whether a field must be given, and in which words an empty one is refused: `true`, the field's
 * own ('Введите e-mail'); `'plain'`, 'Обязательное поле.', as a form the server defines says of
 * every field it requires.
 */
export type Requirement = boolean | 'plain';

const emptyMessage = (required: Requirement, own: string): string | undefined =>
  required === 'plain' ? REQUIRED : required ? own : undefined;

/** Text that must be given: empty or only spaces is 'Обязательное поле.'. */
export const requiredText = {
  required: REQUIRED,
  validate: (value: unknown) => !isBlank(value) || REQUIRED,
};

/** A surname, first name or patronymic: the contract's `PersonName`, no digits ('Петров1'), at most 150. */
export function personNameRules(required: boolean) {
  return {
    ...(required ? { required: REQUIRED } : {}),
    validate: {
      ...(required ? { filled: requiredText.validate } : {}),
      contract: (value: unknown) => typeof value !== 'string' || contractProblem('PersonName', value),
    },
  };
}

export const EMAIL_REQUIRED = 'Введите e-mail';

/** The contract's `Email` (`a@b..c` is not one); a required one empty is 'Введите e-mail'. */
export function emailRules(required: Requirement = false) {
  const message = emptyMessage(required, EMAIL_REQUIRED);
  return {
    ...(message ? { required: message } : {}),
    validate: (value: unknown) => typeof value !== 'string' || contractProblem('Email', value),
  };
}

export const PHONE_REQUIRED = 'Введите телефон';
/** The digits the contract's `Phone` admits: all 11 of a Russian number, or 7–15. */
export const PHONE_DIGITS = FIELD_RULES.Phone.phoneDigits;

/**
 * The message for a phone the contract's `Phone` refuses, or null when it admits it (an empty one,
 * or the mask's `+` alone, is the form's 'required'). The words fit what is being typed: the
 * Russian mask writes `+7 (`.
 */
export function phoneProblem(value: string): string | null {
  if (!/\d/.test(value)) return null;
  if (contractProblem('Phone', value) === true) return null;
  return value.startsWith('+7 (')
    ? 'Введите номер полностью: +7 (999) 999-99-99'
    : `Введите + и от ${PHONE_DIGITS.min} до ${PHONE_DIGITS.max} цифр номера`;
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
