import { SelectField } from '@/shared/ui/forms/SelectField';
import type { RegisteredField } from '@/shared/ui/forms/register-field';
import { GENDER_OPTIONS } from './profile-form';

/** 'Пол' of my data and of a saved tourist: not given, male or female. Takes `registerField()`'s props. */
export function GenderField(field: RegisteredField) {
  return <SelectField label="Пол" options={GENDER_OPTIONS} placeholder="Не указан" {...field} />;
}
