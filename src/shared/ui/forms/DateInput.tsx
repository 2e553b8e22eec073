import { useId } from 'react';
import { IMaskInput } from 'react-imask';
import { DATE_MASK_OPTIONS } from './date-mask';
import './forms.css';

interface DateInputProps {
  label: string;
  /** As typed: 'DD.MM.YYYY' or a part of it. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name?: string;
}

/** A date field masked as day.month.year (spec §5) with its label and error message. */
export function DateInput({ label, value, onChange, error, name }: DateInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <IMaskInput
        {...DATE_MASK_OPTIONS}
        id={id}
        name={name}
        className="field__input"
        value={value}
        unmask={false}
        onAccept={(next: string) => onChange(next)}
        inputMode="numeric"
        autoComplete="off"
        placeholder="ДД.ММ.ГГГГ"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <p id={errorId} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
