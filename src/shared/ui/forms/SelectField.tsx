import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice ('Не выбрано'). */
  placeholder?: string;
  errors?: readonly string[] | undefined;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select with its label and errors; takes react-hook-form's `register()` spread. */
export function SelectField({
  label,
  options,
  placeholder,
  errors,
  required,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} errors={errors}>
      {(control) => (
        <select {...select} ref={ref} className="field__select" {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
