import type { Ref } from 'react';
import { formatBytes } from '@common/format';
import { FieldFrame } from '@/shared/ui/forms/FieldFrame';

interface FeedbackFileFieldProps {
  label: string;
  name: string;
  hint: string;
  required: boolean;
  value: File | null;
  onChange: (file: File | null) => void;
  errors: readonly string[];
  ref?: Ref<HTMLInputElement>;
}

/** A PDF to attach: the chosen file's name and size, and a way to take it off again. */
export function FeedbackFileField({
  label,
  name,
  hint,
  required,
  value,
  onChange,
  errors,
  ref,
}: FeedbackFileFieldProps) {
  return (
    <FieldFrame label={label} required={required} errors={errors} hint={hint}>
      {(control) => (
        <>
          {value ? (
            <div className="feedback-file">
              <span className="feedback-file__name">
                {value.name} · {formatBytes(value.size)}
              </span>
              <button type="button" className="button button--ghost" onClick={() => onChange(null)}>
                Убрать файл
              </button>
            </div>
          ) : null}
          <input
            ref={ref}
            {...control}
            name={name}
            type="file"
            accept=".pdf,application/pdf"
            className={value ? 'visually-hidden' : 'field__input feedback-file__input'}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null;
              // The input is emptied: the chosen file lives in the form's state (and survives a reload in the outbox).
              event.currentTarget.value = '';
              onChange(file);
            }}
          />
        </>
      )}
    </FieldFrame>
  );
}
