import { type ReactNode, type PointerEvent, useEffect, useId, useRef } from 'react';
import { closeDialog, type DialogName } from '@/shared/state/dialogs';
import './Dialog.css';
import { LineIcon } from './LineIcon';

/** The four dialog widths of docs/product.md#dialogs, in CSS pixels. */
type DialogWidth = 478 | 502 | 652 | 680;

interface DialogProps {
  name: DialogName;
  title: string;
  width: DialogWidth;
  children: ReactNode;
}

interface ModalDialogProps {
  title: string;
  width: DialogWidth;
  /** A phone shows it as a sheet from the bottom, over part of the page, rather than full-screen. */
  sheet?: boolean;
  /** Escape, a press on the backdrop or 'Закрыть': the owner unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * One of the site's named dialogs (docs/product.md#dialogs): the dialog host mounts it when `dialogsState.open`
 * names it, and closing it clears that name.
 */
export function Dialog({ name, ...frame }: DialogProps) {
  return <ModalDialog {...frame} onClose={() => closeDialog(name)} />;
}

/**
 * A modal frame on the native <dialog>: the browser traps focus and answers Escape; a press on
 * the backdrop or 'Закрыть' closes it too. It is open while mounted and gives focus back to
 * whatever had it before. Focus starts on the element marked `data-autofocus`, else on the first
 * focusable. A phone gets a full-screen sheet, or a bottom sheet (`sheet`).
 */
export function ModalDialog({ title, width, sheet = false, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The browser focuses the first focusable (the close button); a dialog may name a better start.
    // A long dialog still opens at its top: it is read from the title down.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
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
      className={sheet ? `dialog dialog--${width} dialog--sheet` : `dialog dialog--${width}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
      }}
    >
      <div className="dialog__box">
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-box plain-button dialog__close"
            aria-label="Закрыть"
            onClick={onClose}
          >
            <LineIcon size={24}>
              <path d="M6 6l12 12M18 6 6 18" />
            </LineIcon>
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
