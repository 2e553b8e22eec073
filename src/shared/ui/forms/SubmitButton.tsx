import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Said while busy ('Входим…'); the button keeps its width. */
  busyLabel?: string;
  className?: string;
  disabled?: boolean;
}

/** A form's main button: disabled while the form is sent, so a double click sends once. */
export function SubmitButton({ busy, children, busyLabel, className = '', disabled }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button button--primary form-submit ${className}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
