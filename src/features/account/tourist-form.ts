import { blankValues } from '@/shared/ui/forms/blank-values';
import { displayToIsoDate, isoToDisplayDate } from '@/shared/ui/forms/date-range';
import type { Tourist, TouristFields } from '@/shared/api/user/tourists';

/** A saved tourist as the form holds it: dates as typed, ids and gender as the selects' values. */
export interface TouristValues {
  last_name: string;
  first_name: string;
  patronymic: string;
  birth_date: string;
  gender: '' | '0' | '1';
  phone: string;
  email: string;
  country: string;
  document_type: string;
  document_number: string;
  /** The consent to the processing of personal data (152-ФЗ): nothing is saved without it. */
  personal_data_consent: boolean;
}

export const TOURIST_FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'birth_date',
  'gender',
  'phone',
  'email',
  'country',
  'document_type',
  'document_number',
] as const satisfies ReadonlyArray<keyof TouristValues>;

export const emptyTourist = (): TouristValues => blankValues(TOURIST_FIELDS);

export function touristValues(tourist: Tourist): TouristValues {
  return {
    last_name: tourist.last_name,
    first_name: tourist.first_name,
    patronymic: tourist.patronymic,
    birth_date: tourist.birth_date ? isoToDisplayDate(tourist.birth_date) : '',
    gender: tourist.gender === null ? '' : (String(tourist.gender) as '0' | '1'),
    phone: tourist.phone,
    email: tourist.email,
    country: tourist.country === null ? '' : String(tourist.country),
    document_type: tourist.document_type === null ? '' : String(tourist.document_type),
    document_number: tourist.document_number,
    personal_data_consent: false,
  };
}

const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** The contract's body: empty choices are null, a date goes as YYYY-MM-DD. */
export function touristFields(values: TouristValues): TouristFields {
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    patronymic: values.patronymic.trim(),
    birth_date: values.birth_date ? displayToIsoDate(values.birth_date) : null,
    gender: values.gender === '' ? null : (Number(values.gender) as 0 | 1),
    phone: values.phone,
    email: values.email.trim(),
    country: idOrNull(values.country),
    document_type: idOrNull(values.document_type),
    document_number: values.document_number.trim(),
    personal_data_consent: true,
  };
}

/** 'Иванов Иван Иванович'. */
export const touristName = (tourist: Pick<Tourist, 'last_name' | 'first_name' | 'patronymic'>): string =>
  [tourist.last_name, tourist.first_name, tourist.patronymic].filter(Boolean).join(' ');
