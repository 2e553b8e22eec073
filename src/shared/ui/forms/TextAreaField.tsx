import type { TextareaHTMLAttributes } from 'react';
import { type ElementFieldProps, FieldFrame } from './FieldFrame';

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
  return (
    <FieldFrame label={label} required={required} errors={errors} hint={hint}>
      {(control) => (
        <textarea {...input} ref={ref} rows={rows} className="field__input field__input--area" {...control} />
      )}
    </FieldFrame>
  );
}
