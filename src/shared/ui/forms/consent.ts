/** The field the consent to the processing of personal data (152-ФЗ) is held and sent as. */
export const CONSENT_FIELD = 'personal_data_consent';

export const CONSENT_REQUIRED =
  'Отметьте согласие на обработку персональных данных — без него мы не можем принять форму.';

/** A form that sends personal data sends nothing without the consent (152-ФЗ). */
export const consentRules = { validate: (value: unknown) => value === true || CONSENT_REQUIRED };
