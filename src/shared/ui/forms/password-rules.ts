import type { FieldValues } from 'react-hook-form';

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
