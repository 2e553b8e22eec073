import { useRef, useState } from 'react';
import { type ControlledFieldProps, FieldFrame } from './FieldFrame';
import { loadIMask } from './load-imask';
import type { PhoneMask } from './phone-mask';
import { formatPhoneNumber, isForeignNumber, isRussianNumber, underOtherMask } from './phone-rules';
import { useLazyMask } from './use-lazy-mask';
import { handOnRef } from './hand-on-ref';

interface PhoneInputProps extends ControlledFieldProps {
  disabled?: boolean;
}

/**
 * The one phone field of the site (docs/product.md#validation): 'Код РФ' on by default gives `+7 (999) 999-99-99`;
 * off, `+` and 7–15 digits. A first 8 or 7 typed, pasted or autofilled is the +7; typing or
 * pasting `+` and a digit other than 7 switches it off; turning it off or on keeps the number. A
 * stored number shows formatted. A form uses it as PhoneField, which carries the phone's rules.
 *
 * The mask (imask) loads when the field is first touched or focused, not with the page; what was
 * typed or autofilled before it came is masked when it arrives.
 */
export function PhoneInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  errors,
  required,
  disabled,
  ref,
}: PhoneInputProps) {
  const [russian, setRussian] = useState(() => isRussianNumber(value));
  const russianRef = useRef(russian);
  const { elementRef, maskRef, attach, handlers } = useLazyMask<PhoneMask>(
    value,
    onChange,
    () =>
      Promise.all([import('./phone-mask'), loadIMask()]).then(
        ([{ attachPhoneMask, usesRussianMask }, IMask]) =>
          (element) => {
            const instance = attachPhoneMask(IMask, element, () => russianRef.current);
            instance.on('accept', () => {
              if (instance.value !== '' && !usesRussianMask(instance)) switchOff();
            });
            return instance;
          },
      ),
    formatPhoneNumber,
  );

  // A foreign number typed while 'Код РФ' is on: the mask goes international, so does the box.
  function switchOff() {
    if (!russianRef.current) return;
    russianRef.current = false;
    setRussian(false);
  }

  const toggleRussian = (on: boolean) => {
    russianRef.current = on;
    setRussian(on);
    const instance = maskRef.current;
    const element = elementRef.current;
    // The same number under the other mask (a foreign one gives way when the box goes on).
    const next = underOtherMask(instance?.value ?? element?.value ?? '', on);
    if (instance) {
      // Cleared first, so that the masks are chosen anew for what is typed back in.
      instance.value = '';
      instance.value = next;
      onChange(instance.value);
    } else {
      if (element) element.value = next;
      onChange(next);
      attach();
    }
  };

  return (
    <FieldFrame label={label} required={required} errors={errors}>
      {(control) => (
        <div className="phone-field">
          <input
            ref={handOnRef(elementRef, ref)}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className="field__input"
            defaultValue={formatPhoneNumber(value)}
            placeholder={russian ? '+7 (999) 999-99-99' : '+ код страны и номер'}
            disabled={disabled}
            onBlur={onBlur}
            {...handlers}
            onInput={(event) => {
              if (maskRef.current) return;
              const raw = event.currentTarget.value;
              if (raw !== '' && isForeignNumber(raw)) switchOff();
              onChange(raw);
            }}
            {...control}
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
      )}
    </FieldFrame>
  );
}
