import { useEffect, useId, useRef } from 'react';
import type { DateMask } from './date-mask';
import './forms.css';

interface DateInputProps {
  label: string;
  /** As typed: 'DD.MM.YYYY' or a part of it. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name?: string;
}

/**
 * A date field masked as day.month.year (spec §5) with its label and error message. The field is
 * a plain input until it is first pressed or focused: then imask (≈ 15 KB gzip) is loaded and
 * attached, and it re-masks whatever was typed meanwhile. A search form costs nothing on a page's
 * first load, and most visitors never touch the dates.
 */
export function DateInput({ label, value, onChange, error, name }: DateInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const mask = useRef<DateMask | null>(null);
  const onChangeRef = useRef(onChange);
  const attachRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let disposed = false;
    let started = false;
    const attach = () => {
      if (started) return;
      started = true;
      void import('./date-mask').then(({ attachDateMask }) => {
        const element = input.current;
        if (disposed || !element) return;
        const typed = element.value;
        const instance = attachDateMask(element);
        instance.on('accept', () => onChangeRef.current(instance.value));
        mask.current = instance;
        if (instance.value !== typed) onChangeRef.current(instance.value);
      });
    };
    attachRef.current = attach;
    return () => {
      disposed = true;
      mask.current?.destroy();
      mask.current = null;
    };
  }, []);

  // A value set from outside (defaults, a new search in the URL) replaces what the field shows.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (mask.current) {
      if (mask.current.value !== value) mask.current.value = value;
    } else if (element.value !== value) {
      element.value = value;
    }
  }, [value]);

  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        className="field__input"
        defaultValue={value}
        onPointerDown={() => attachRef.current()}
        onFocus={() => attachRef.current()}
        onInput={(event) => {
          if (!mask.current) onChange(event.currentTarget.value);
        }}
        inputMode="numeric"
        autoComplete="off"
        placeholder="ДД.ММ.ГГГГ"
        maxLength={10}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <p id={errorId} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
