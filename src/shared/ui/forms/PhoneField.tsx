import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { phoneRules, type Requirement } from './field-rules';
import { PhoneInput } from './PhoneInput';
import { messagesOf } from './server-errors';

interface PhoneFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label?: string;
  /** An empty phone is refused: 'Введите телефон' (`'plain'`: 'Обязательное поле.'). */
  required?: Requirement;
}

/**
 * 'Телефон' with its 'Код РФ' box and the phone's rules: a number whole under its mask. The one
 * phone of the forms: my data, a saved tourist, registration, the order's buyer and 'Написать'.
 */
export function PhoneField<Values extends FieldValues>({
  control,
  name,
  label = 'Телефон',
  required = false,
}: PhoneFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={phoneRules(required)}
      render={({ field, fieldState }) => (
        <PhoneInput
          label={label}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          required={Boolean(required)}
          errors={messagesOf(fieldState.error)}
        />
      )}
    />
  );
}
