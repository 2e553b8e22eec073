import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { controlProps, FieldFrame } from './FieldFrame';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  name: string;
  errors?: readonly string[] | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A text input with its label and error list (spec §5: required, disabled, readonly, minlength).
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
