import type { FieldValues } from 'react-hook-form';
import { CURRENT_PASSWORD_MISSING } from '@common/current-password';
import { contractProblem } from './contract-rule';

/** The contract's `NewPassword` (8–128 characters, no spaces, not digits alone), in the backend's words. */
export const passwordProblem = (password: string): string | true => contractProblem('NewPassword', password);

export const PASSWORDS_DIFFER = 'Пароли не совпадают.';

/** The password of a sign-in: only given; the backend judges it. */
export const passwordRules = { required: 'Введите пароль' };

/** The password now, asked before a change: only given; the server checks it by signing in. */
export const currentPasswordRules = { required: CURRENT_PASSWORD_MISSING };

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
