import { useEffect, useId, useRef, useState } from 'react';
import { describedBy, FieldFrame } from './FieldFrame';
import { attachPhoneMask, type PhoneMask, usesRussianMask } from './phone-mask';
import { isRussianNumber } from './phone-rules';

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

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const instance = attachPhoneMask(element, () => russianRef.current);
    instance.on('accept', () => {
      // A foreign number typed while 'Код РФ' is on: the mask went international, so does the box.
      if (russianRef.current && instance.value !== '' && !usesRussianMask(instance)) {
        russianRef.current = false;
        setRussian(false);
      }
      onChangeRef.current(instance.value);
    });
    mask.current = instance;
    return () => {
      instance.destroy();
      mask.current = null;
    };
  }, []);

  // A value set from outside (a profile loaded, a form reset) replaces what the field shows; not
  // while the visitor types in it (a render a keystroke behind would undo it).
  useEffect(() => {
    const instance = mask.current;
    if (input.current === document.activeElement) return;
    if (instance && instance.value !== value) instance.value = value;
  }, [value]);

  const toggleRussian = (on: boolean) => {
    russianRef.current = on;
    setRussian(on);
    const instance = mask.current;
    if (!instance) return;
    // Re-typed under the other mask; a foreign number cannot be Russian, so it is cleared.
    const digits = instance.value.replace(/\D/g, '');
    // Cleared first, so that the masks are chosen anew for what is typed back in.
    instance.value = '';
    if (digits && !(on && !digits.startsWith('7'))) instance.value = `+${digits}`;
    onChange(instance.value);
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
