import type {
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { messagesOf } from './server-errors';

/** What a field of the kit takes from the form: `register()`'s props and the field's messages. */
export type RegisteredField = UseFormRegisterReturn & { errors: string[] };

/**
 * Registers a field with its rules and reads its messages, for spreading on a field of the kit.
 *
 * Call it in the form's own render, where the field stands, as `register()` is called: the form
 * focuses its first invalid field in the order its fields were registered.
 */
export function registerField<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: Path<Values>,
  rules?: RegisterOptions<Values, Path<Values>>,
): RegisteredField {
  return {
    ...form.register(name, rules),
    errors: messagesOf(form.getFieldState(name, form.formState).error),
  };
}
