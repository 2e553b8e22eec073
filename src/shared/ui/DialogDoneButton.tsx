import { closeDialog, type DialogName } from '@/shared/state/dialogs';

/** 'Понятно': the one thing left to do in a dialog that only tells something; focus starts on it. */
export function DialogDoneButton({ dialog }: { dialog: DialogName }) {
  return (
    <button
      type="button"
      className="button button--primary form-submit"
      data-autofocus=""
      onClick={() => closeDialog(dialog)}
    >
      Понятно
    </button>
  );
}
