import type { InputHTMLAttributes } from 'react';
import { type ElementFieldProps, FieldFrame } from './FieldFrame';

export type TextFieldProps = ElementFieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;

/**
 * A text input with its label and error list (docs/product.md#validation: required, disabled, readonly, minlength).
 * Takes react-hook-form's `register()` spread as it is.
 */
export function TextField({ label, errors, hint, required, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} errors={errors} hint={hint}>
      {(control) => <input {...input} ref={ref} className="field__input" {...control} />}
    </FieldFrame>
  );
}
