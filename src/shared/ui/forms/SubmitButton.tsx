import type { ReactNode } from 'react';
import { useOnline } from '@/shared/lib/use-online';
import { NeedsNetworkNote } from '../NeedsNetworkNote';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Said while busy ('Входим…'); the button keeps its width. */
  busyLabel?: string;
  className?: string;
  disabled?: boolean;
  /** What the form does, when it needs the network ('войти'): offline, the button is off and says why. */
  needsNetwork?: string;
}

/** A form's main button: disabled while the form is sent, so a double click sends once. */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  className = '',
  disabled,
  needsNetwork,
}: SubmitButtonProps) {
  const online = useOnline();
  const offline = needsNetwork !== undefined && !online;
  const button = (
    <button
      type="submit"
      className={`button button--primary form-submit ${className}`}
      disabled={busy || disabled || offline}
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
  if (!offline) return button;
  return (
    <>
      {button}
      <NeedsNetworkNote action={needsNetwork} />
    </>
  );
}
