import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { DateInput } from './DateInput';
import { birthDateRules } from './field-rules';
import { messagesOf } from './server-errors';

interface BirthDateFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
}

/**
 * 'Дата рождения' as typed (DD.MM.YYYY), checked as one (a real day, not in the future, not before
 * 1900), with no calendar: a birth date is typed faster than found decades back. The one birth
 * date of the forms: my data, a saved tourist, a tour's traveller. Its own check's messages and
 * the server's show at it (the first of several: the field has room for one).
 */
export function BirthDateField<Values extends FieldValues>({ control, name }: BirthDateFieldProps<Values>) {
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
          error={messagesOf(fieldState.error)[0]}
          calendar={false}
          autoComplete="bday"
        />
      )}
    />
  );
}
