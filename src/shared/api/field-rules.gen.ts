// Written by `npm run api:types` from server/openapi.yaml (server/scripts/field-rules.ts): do not edit.

/** The backend's words for a refused field, by keyword (`components.x-field-messages`); `{limit}` is its number. */
export const FIELD_MESSAGES = {
  required: 'Обязательное поле.',
  blank: 'Это поле не может быть пустым.',
  minLength: 'Не короче {limit} символов.',
  maxLength: 'Не длиннее {limit} символов.',
  pattern: 'Неверный формат.',
} as const;

/** Each named string schema's limits (`components.schemas`): patterns are the contract's, with the `u` flag. */
export const FIELD_RULES = {
  PersonName: {
    maxLength: 150,
    pattern: '^[^0-9]*$',
    patternMessage: 'Без цифр: фамилия, имя и отчество пишутся буквами.',
  },
  Email: {
    maxLength: 254,
    pattern: '^$|^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$',
    patternMessage: 'Введите правильный адрес электронной почты.',
  },
  Phone: {
    maxLength: 32,
    pattern: '^$|^\\+7 \\((?:[ ()-]*[0-9]){10}[ ()-]*$|^\\+(?!7 \\()(?:[ ()-]*[0-9]){7,15}[ ()-]*$',
    patternMessage: 'Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.',
    phoneDigits: { russian: 11, min: 7, max: 15 },
  },
  SessionId: { minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._:-]+$' },
  FeedbackText: { maxLength: 200 },
  FeedbackMessage: { maxLength: 5000 },
} as const;

/** The schema a feedback form's value of each field type is checked by. */
export const FEEDBACK_VALUE_RULES = {
  CharField: 'FeedbackText',
  EmailField: 'Email',
  PhoneField: 'Phone',
  TextAreaField: 'FeedbackMessage',
} as const;

/** Limits no keyword can say (`components.x-limits`). */
export const CONTRACT_LIMITS = {
  trip_search_days: 366,
  hotel_stay_nights: 30,
  tourists_per_item: 50,
  room: { adults: 6, children: 4, child_age: 17 },
} as const;
