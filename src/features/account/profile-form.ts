import { CONTRACT_ENUMS } from '@contract/values.gen';
import type { components } from '@contract/schema.gen';
import type { User } from '@/shared/api/user/get-current-user';
import { displayToIsoDate, isoToDisplayDate } from '@/shared/ui/forms/date-range';
import type { UserUpdate } from './api/update-user';

type Gender = components['schemas']['Gender'];

/** 'Мои данные' as the form holds it: dates as typed (DD.MM.YYYY), gender as the select's value. */
export interface ProfileValues {
  last_name: string;
  first_name: string;
  patronymic: string;
  phone: string;
  birth_date: string;
  gender: '' | '0' | '1';
  /** The consent to the processing of personal data (152-ФЗ): nothing is saved without it. */
  personal_data_consent: boolean;
}

export const PROFILE_FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'phone',
  'birth_date',
  'gender',
] as const satisfies ReadonlyArray<keyof ProfileValues>;

export function profileValues(user: User): ProfileValues {
  return {
    last_name: user.last_name,
    first_name: user.first_name,
    patronymic: user.patronymic,
    phone: user.phone,
    birth_date: user.birth_date ? isoToDisplayDate(user.birth_date) : '',
    gender: user.gender === null ? '' : (String(user.gender) as '0' | '1'),
    personal_data_consent: false,
  };
}

/** The multipart fields of `PATCH /api/user/{id}/`: an empty date or gender clears it. */
export function profileUpdate(values: ProfileValues): Required<UserUpdate> {
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    patronymic: values.patronymic.trim(),
    phone: values.phone,
    birth_date: values.birth_date ? (displayToIsoDate(values.birth_date) ?? '') : '',
    gender: values.gender,
    personal_data_consent: 'true',
  };
}

const GENDER_LABELS: Record<NonNullable<Gender>, string> = { 0: 'Мужской', 1: 'Женский' };

/** The contract's `Gender` values a form offers, as a select holds them ('0', '1'). */
export const GENDER_OPTIONS = CONTRACT_ENUMS.Gender.filter((gender) => gender !== null).map((gender) => ({
  value: String(gender),
  label: GENDER_LABELS[gender],
}));
