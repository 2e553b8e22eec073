import type { InputMask } from 'imask';
import { useEffect, useRef } from 'react';
import { type ControlledFieldProps, FieldFrame } from './FieldFrame';
import { loadIMask } from './load-imask';
import { handOnRef } from './hand-on-ref';

interface MaskedFieldProps extends ControlledFieldProps {
  /** The backend's mask: '9' a digit, anything else as written ('9999 999999'); empty, free text. */
  pattern: string;
  hint?: string | undefined;
}

/** imask's pattern for the backend's: its digit is '0' (a literal 0 is escaped). */
const imaskPattern = (pattern: string): string => pattern.replace(/0/g, '\\0').replace(/9/g, '0');

/**
 * A text field under a mask the backend names (a document number: the passport of docs/product.md#validation is
 * `9999 999999`); with no mask it takes free text. Use it through react-hook-form's `Controller`.
 */
export function MaskedField({
  label,
  name,
  value,
  onChange,
  onBlur,
  pattern,
  errors,
  required,
  hint,
  ref,
}: MaskedFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const mask = useRef<InputMask | null>(null);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const element = input.current;
    if (!element || !pattern) return;
    let instance: InputMask | null = null;
    let disposed = false;
    void loadIMask().then((IMask) => {
      if (disposed) return;
      // What was typed under another mask (or none), or before imask came, is re-read under this
      // one; imask rewrites the field as it attaches, so the form hears of it here.
      const typed = element.value;
      const attached = IMask(element, { mask: imaskPattern(pattern), lazy: true });
      attached.on('accept', () => onChangeRef.current(attached.value));
      instance = mask.current = attached;
      if (attached.value !== typed) onChangeRef.current(attached.value);
    });
    return () => {
      disposed = true;
      instance?.destroy();
      mask.current = null;
    };
  }, [pattern]);

  // A value set from outside replaces what the field shows; not while the visitor types in it.
  useEffect(() => {
    const element = input.current;
    if (!element || element === document.activeElement) return;
    if (mask.current) {
      if (mask.current.value !== value) mask.current.value = value;
    } else if (element.value !== value) element.value = value;
  }, [value]);

  return (
    <FieldFrame label={label} required={required} errors={errors} hint={hint}>
      {(control) => (
        <input
          ref={handOnRef(input, ref)}
          name={name}
          className="field__input"
          defaultValue={value}
          inputMode={pattern && !/[^9\s-]/.test(pattern) ? 'numeric' : undefined}
          placeholder={pattern ? pattern.replace(/9/g, '0') : undefined}
          autoComplete="off"
          onInput={(event) => {
            if (!mask.current) onChange(event.currentTarget.value);
          }}
          onBlur={onBlur}
          {...control}
        />
      )}
    </FieldFrame>
  );
}

/** Whether a value fills its mask: every '9' a digit. */
export const fillsMask = (value: string, pattern: string): boolean =>
  !pattern || value.replace(/\D/g, '').length === (pattern.match(/9/g) ?? []).length;
