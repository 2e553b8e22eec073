import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { DateInput } from './DateInput';
import { birthDateRules } from './field-rules';

interface BirthDateFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  /** The server's message for it, if any (the form's own check is built in). */
  error?: string | undefined;
}

/**
 * 'Дата рождения' as typed (DD.MM.YYYY), checked as one (a real day, not in the future, not before
 * 1900), with no calendar: a birth date is typed faster than found decades back. The one birth
 * date of the forms: my data, a saved tourist, a tour's traveller.
 */
export function BirthDateField<Values extends FieldValues>({
  control,
  name,
  error,
}: BirthDateFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={birthDateRules}
      render={({ field, fieldState }) => (
        <DateInput
          label="Дата рождения"
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          error={error ?? fieldState.error?.message}
          calendar={false}
          autoComplete="bday"
        />
      )}
    />
  );
}
