import { useEffect, useId, useRef, useState } from 'react';
import { describedBy, FieldFrame } from './FieldFrame';
import type { PhoneMask } from './phone-mask';
import { isForeignNumber, isRussianNumber } from './phone-rules';

interface PhoneFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: readonly string[] | undefined;
  required?: boolean;
  disabled?: boolean;
  /** react-hook-form's field ref (a callback): the form focuses the field when it is invalid. */
  ref?: (element: HTMLInputElement | null) => void;
}

/**
 * The one phone field of the site (spec §5): 'Код РФ' on by default gives `+7 (999) 999-99-99`;
 * off, `+` and 7–15 digits. Typing or pasting `+` and a digit other than 7 switches it off; turning
 * it back on clears a foreign number. Use it through react-hook-form's `Controller`.
 *
 * The mask (imask) loads when the field is first touched or focused, not with the page; what was
 * typed or autofilled before it came is masked when it arrives.
 */
export function PhoneField({
  label,
  name,
  value,
  onChange,
  onBlur,
  errors,
  required,
  disabled,
  ref,
}: PhoneFieldProps) {
  const id = useId();
  const [russian, setRussian] = useState(() => isRussianNumber(value));
  const russianRef = useRef(russian);
  const input = useRef<HTMLInputElement | null>(null);
  const mask = useRef<PhoneMask | null>(null);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const attachRef = useRef<() => void>(() => undefined);

  const switchOffForForeign = (raw: string) => {
    // A foreign number typed while 'Код РФ' is on: the mask goes international, so does the box.
    if (russianRef.current && raw !== '' && isForeignNumber(raw)) {
      russianRef.current = false;
      setRussian(false);
    }
  };

  useEffect(() => {
    let disposed = false;
    let started = false;
    attachRef.current = () => {
      if (started) return;
      started = true;
      void import('./phone-mask').then(({ attachPhoneMask, usesRussianMask }) => {
        const element = input.current;
        if (disposed || !element) return;
        const typed = element.value;
        const instance = attachPhoneMask(element, () => russianRef.current);
        instance.on('accept', () => {
          if (russianRef.current && instance.value !== '' && !usesRussianMask(instance)) {
            russianRef.current = false;
            setRussian(false);
          }
          onChangeRef.current(instance.value);
        });
        mask.current = instance;
        if (instance.value !== typed) onChangeRef.current(instance.value);
      });
    };
    return () => {
      disposed = true;
      mask.current?.destroy();
      mask.current = null;
    };
  }, []);

  // A value set from outside (a profile loaded, a form reset) replaces what the field shows; not
  // while the visitor types in it (a render a keystroke behind would undo it).
  useEffect(() => {
    const element = input.current;
    if (!element || element === document.activeElement) return;
    if (mask.current) {
      if (mask.current.value !== value) mask.current.value = value;
    } else if (element.value !== value) {
      element.value = value;
    }
  }, [value]);

  const toggleRussian = (on: boolean) => {
    russianRef.current = on;
    setRussian(on);
    const instance = mask.current;
    const element = input.current;
    // Re-typed under the other mask; a foreign number cannot be Russian, so it is cleared.
    const digits = (instance?.value ?? element?.value ?? '').replace(/\D/g, '');
    const next = digits && !(on && !digits.startsWith('7')) ? `+${digits}` : '';
    if (instance) {
      // Cleared first, so that the masks are chosen anew for what is typed back in.
      instance.value = '';
      instance.value = next;
      onChange(instance.value);
    } else {
      if (element) element.value = next;
      onChange(next);
      attachRef.current();
    }
  };

  return (
    <FieldFrame id={id} label={label} required={required} errors={errors}>
      <div className="phone-field">
        <input
          ref={(element) => {
            input.current = element;
            ref?.(element);
          }}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="field__input"
          defaultValue={value}
          placeholder={russian ? '+7 (999) 999-99-99' : '+ код страны и номер'}
          disabled={disabled}
          onBlur={onBlur}
          onPointerDown={() => attachRef.current()}
          onFocus={() => attachRef.current()}
          onInput={(event) => {
            if (mask.current) return;
            const raw = event.currentTarget.value;
            switchOffForForeign(raw);
            onChange(raw);
          }}
          aria-required={required || undefined}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, errors)}
        />
        <label className="checkbox phone-field__russian">
          <input
            type="checkbox"
            checked={russian}
            disabled={disabled}
            onChange={(event) => toggleRussian(event.target.checked)}
          />
          <span>Код РФ</span>
        </label>
      </div>
    </FieldFrame>
  );
}
