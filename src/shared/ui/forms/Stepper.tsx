import { useId } from 'react';
import './forms.css';

interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** A second line under the label, e.g. the price per person. */
  hint?: string | undefined;
}

/** A count with − and + buttons (touch friendly); the value is announced as it changes. */
export function Stepper({ label, value, min, max, onChange, hint }: StepperProps) {
  const id = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={`${id}-label`}>
      <div className="stepper__text">
        <span id={`${id}-label`} className="stepper__label">
          {label}
        </span>
        {hint ? <span className="stepper__hint">{hint}</span> : null}
      </div>
      <div className="stepper__controls">
        <button
          type="button"
          className="plain-button stepper__button"
          aria-label={`Меньше: ${label}`}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
        <output className="stepper__value" aria-live="polite" aria-label={label}>
          {value}
        </output>
        <button
          type="button"
          className="plain-button stepper__button"
          aria-label={`Больше: ${label}`}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
