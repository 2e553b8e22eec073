/** A plausible e-mail: something, @, a domain with a dot; the backend has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_REQUIRED = 'Введите e-mail';
export const EMAIL_INVALID = 'Введите правильный адрес электронной почты';
