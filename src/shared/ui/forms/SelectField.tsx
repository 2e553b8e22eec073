import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { controlProps, FieldFrame } from './FieldFrame';

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
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} errors={errors}>
      <select {...select} ref={ref} className="field__select" {...controlProps(id, { required, errors })}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
