import type { ReactNode } from 'react';
import { AppLink } from '@/shared/ui/AppLink';

/** What is saved says so, with the way to 'Сохранённое'. */
export function SavedNote({ children }: { children: ReactNode }) {
  return (
    <p className="cluster save-offline__done" role="status">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
      </svg>
      {children}
      <AppLink href="/saved/" className="save-offline__link">
        Сохранённое
      </AppLink>
    </p>
  );
}

/** 'Сохранить для офлайна', or how far the saving has gone. */
export function SaveButton({
  busy,
  disabled,
  onSave,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--ghost save-offline__button"
      onClick={onSave}
      aria-busy={busy || undefined}
      disabled={disabled}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M5 20h14v-2H5v2zm14-9h-4V3H9v8H5l7 7 7-7z" />
      </svg>
      {children}
    </button>
  );
}
