import { type InputHTMLAttributes, useId } from 'react';
import { controlProps, type ElementFieldProps, FieldFrame } from './FieldFrame';

export type TextFieldProps = ElementFieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;

/**
 * A text input with its label and error list (docs/product.md#validation: required, disabled, readonly, minlength).
 * Takes react-hook-form's `register()` spread as it is.
 */
export function TextField({ label, errors, hint, required, ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} errors={errors} hint={hint}>
      <input
        {...input}
        ref={ref}
        className="field__input"
        {...controlProps(id, { required, errors, hint })}
      />
    </FieldFrame>
  );
}
