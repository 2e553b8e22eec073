/** A personal-data form before anything is typed: each of its text fields empty, the consent not given. */
export const blankValues = <F extends string>(fields: readonly F[]) =>
  ({
    ...Object.fromEntries(fields.map((field) => [field, ''])),
    personal_data_consent: false,
  }) as Record<F, ''> & { personal_data_consent: boolean };
