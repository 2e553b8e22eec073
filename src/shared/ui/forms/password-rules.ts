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
