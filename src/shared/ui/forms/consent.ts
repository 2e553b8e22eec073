/** The field the consent to the processing of personal data (152-ФЗ) is held and sent as. */
export const CONSENT_FIELD = 'personal_data_consent';
