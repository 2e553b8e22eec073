import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { emailRules, type Requirement } from './field-rules';
import { registerField, type RegisteredField } from './register-field';
import { TextField, type TextFieldProps } from './TextField';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete'> & {
  label?: string;
  /** What the browser may fill in: the visitor's own address (default), a login, or nothing (a tourist's). */
  autoComplete?: 'email' | 'username' | false;
};

/** 'E-mail': an e-mail input with the e-mail keyboard. Takes `registerEmail()`'s props. */
export function EmailField({ label = 'E-mail', autoComplete = 'email', ...input }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete={autoComplete || undefined}
      {...input}
    />
  );
}

/**
 * An e-mail field registered with the e-mail's rules, in the form's render (see registerField);
 * a required one empty is 'Введите e-mail' (`'plain'`: 'Обязательное поле.').
 */
export function registerEmail<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: Path<Values>,
  { required = false }: { required?: Requirement } = {},
): RegisteredField & { required: boolean } {
  return { ...registerField(form, name, emailRules(required)), required: Boolean(required) };
}
