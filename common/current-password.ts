/**
 * The password change page's 'Текущий пароль', which the storefront's server checks by signing in
 * before it passes the change on (decision 048): the field's name in the call and its words, the
 * same in the form and in the server's answer.
 */
export const CURRENT_PASSWORD_FIELD = 'current_password';
/** An empty one. */
export const CURRENT_PASSWORD_MISSING = 'Введите текущий пароль';
/** One the backend did not take. */
export const CURRENT_PASSWORD_WRONG = 'Неверный текущий пароль.';
