import { type ChangeEvent, useState } from 'react';
import { LineIcon } from '../LineIcon';
import { FieldFrame } from './FieldFrame';
import type { TextFieldProps } from './TextField';

/**
 * A password input (docs/product.md#validation): spaces cannot be typed and are stripped from a paste; a button shows
 * or hides what was typed.
 */
export function PasswordField({ label, errors, hint, required, ref, onChange, ...input }: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const stripSpaces = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = event.target.value.replace(/\s/g, '');
    if (clean !== event.target.value) event.target.value = clean;
    onChange?.(event);
  };
  return (
    <FieldFrame label={label} required={required} errors={errors} hint={hint}>
      {(control) => (
        <div className="field__control">
          <input
            {...input}
            ref={ref}
            type={visible ? 'text' : 'password'}
            className="field__input"
            autoCapitalize="off"
            spellCheck={false}
            {...control}
            onKeyDown={(event) => {
              if (event.key === ' ') event.preventDefault();
            }}
            onChange={stripSpaces}
          />
          <button
            type="button"
            className="icon-button field__toggle"
            aria-label="Показать пароль"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible(!visible)}
          >
            <LineIcon size={22}>
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
              <circle cx="12" cy="12" r="3" />
              {visible ? null : <path d="M4 4l16 16" />}
            </LineIcon>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
