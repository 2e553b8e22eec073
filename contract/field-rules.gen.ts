// Written by `npm run api:types` from contract/openapi.yaml (server/scripts/field-rules.ts): do not edit.

/** The backend's words for a refused field, by keyword (`components.x-field-messages`); `{limit}` is its number. */
export const FIELD_MESSAGES = {
  required: 'Обязательное поле.',
  blank: 'Это поле не может быть пустым.',
  minLength: 'Не короче {limit} символов.',
  maxLength: 'Не длиннее {limit} символов.',
  pattern: 'Неверный формат.',
} as const;

/** Each named string schema's limits (`components.schemas`): patterns are JSON Schema's, read with the `u` flag. */
export const FIELD_RULES = {
  NewPassword: {
    minLength: 8,
    maxLength: 128,
    patterns: [
      { pattern: '^\\S*$', message: 'Пароль не должен содержать пробелов.' },
      { pattern: '^(?![0-9]+$)', message: 'Пароль не может состоять только из цифр.' },
    ],
    messages: {
      minLength: 'Пароль должен содержать не менее {limit} символов.',
      maxLength: 'Пароль должен содержать не более {limit} символов.',
    },
  },
  PersonName: {
    maxLength: 150,
    patterns: [{ pattern: '^[^0-9]*$', message: 'Без цифр: фамилия, имя и отчество пишутся буквами.' }],
  },
  Email: {
    maxLength: 254,
    patterns: [
      {
        pattern: '^$|^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$',
        message: 'Введите правильный адрес электронной почты.',
      },
    ],
  },
  Phone: {
    maxLength: 32,
    patterns: [
      {
        pattern: '^$|^\\+7 \\((?:[ ()-]*[0-9]){10}[ ()-]*$|^\\+(?!7 \\()(?:[ ()-]*[0-9]){7,15}[ ()-]*$',
        message: 'Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.',
      },
    ],
    phoneDigits: { russian: 11, min: 7, max: 15 },
  },
  SessionId: { minLength: 1, maxLength: 200, patterns: [{ pattern: '^[A-Za-z0-9._:-]+$' }] },
  FeedbackText: { maxLength: 200 },
  FeedbackMessage: { maxLength: 5000 },
} as const;
