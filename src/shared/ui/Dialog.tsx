import { type ReactNode, type PointerEvent, useEffect, useId, useRef } from 'react';
import { closeDialog, type DialogName } from '@/shared/state/dialogs';
import './Dialog.css';

/** The four dialog widths of spec §2, in CSS pixels. */
type DialogWidth = 478 | 502 | 652 | 680;

interface DialogProps {
  name: DialogName;
  title: string;
  width: DialogWidth;
  children: ReactNode;
}

/**
 * A modal frame on the native <dialog>: the browser traps focus and answers Escape; a press on
 * the backdrop or 'Закрыть' closes it too. It is open while mounted — the dialog host mounts it
 * when `dialogsState.open` names it — and gives focus back to whatever had it before. Focus
 * starts on the element marked `data-autofocus`, else on the first focusable. A phone gets a
 * full-screen sheet.
 */
export function Dialog({ name, title, width, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The browser focuses the first focusable (the close button); a dialog may name a better start.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, []);

  // The dialog box has no padding of its own, so a press on the <dialog> itself is on the backdrop.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${width}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closeDialog(name);
      }}
      onClose={() => closeDialog(name)}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) closeDialog(name);
      }}
    >
      <div className="dialog__box">
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="dialog__close"
            aria-label="Закрыть"
            onClick={() => closeDialog(name)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
