import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { newPasswordRules, repeatPasswordRules } from './password-rules';
import { PasswordField } from './PasswordField';
import { registerField, type RegisteredField } from './register-field';

interface NewPasswordInputs {
  password: RegisteredField;
  repeat: RegisteredField;
}

/**
 * A new password and the same again, under the backend's password rules: registration's and the
 * new password form's. The fields alone: the form sets them in its row.
 */
export function NewPasswordFields({
  fields,
  label = 'Пароль',
}: {
  fields: NewPasswordInputs;
  label?: string;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        hint="Не меньше 8 символов, не только цифры"
        {...fields.password}
      />
      <PasswordField label="Повторите пароль" autoComplete="new-password" required {...fields.repeat} />
    </>
  );
}

/** The two registered with their rules, in the form's render (see registerField). */
export function registerNewPassword<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  names: { password: Path<Values>; repeat: Path<Values> },
): NewPasswordInputs {
  return {
    password: registerField(form, names.password, newPasswordRules),
    repeat: registerField(form, names.repeat, repeatPasswordRules(names.password)),
  };
}
