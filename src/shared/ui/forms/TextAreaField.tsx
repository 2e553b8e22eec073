import { type TextareaHTMLAttributes, useId } from 'react';
import { controlProps, type ElementFieldProps, FieldFrame } from './FieldFrame';

export type TextAreaFieldProps = ElementFieldProps<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  HTMLTextAreaElement
>;

/** A multi-line text with its label and error list; takes react-hook-form's `register()` spread. */
export function TextAreaField({
  label,
  errors,
  hint,
  required,
  ref,
  rows = 4,
  ...input
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} errors={errors} hint={hint}>
      <textarea
        {...input}
        ref={ref}
        rows={rows}
        className="field__input field__input--area"
        {...controlProps(id, { required, errors, hint })}
      />
    </FieldFrame>
  );
}
