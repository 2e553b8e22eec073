import { useSnapshot } from 'valtio';
import { Dialog } from '@/shared/ui/Dialog';
import { DialogDoneButton } from '@/shared/ui/DialogDoneButton';
import { authFlowState } from './state';
import './auth-dialog.css';

/** Spec §2 restore success (502 px): where the link went and what to do with it. */
export function RestoreSuccessDialog() {
  const { restoreEmail } = useSnapshot(authFlowState);
  return (
    <Dialog name="restoreSuccess" title="Проверьте почту" width={502}>
      <div className="form-stack">
        <p className="dialog__text">
          Мы отправили ссылку для смены пароля на <span className="code-dialog__email">{restoreEmail}</span>.
          Откройте письмо и перейдите по ссылке — она действует один час.
        </p>
        <DialogDoneButton dialog="restoreSuccess" />
      </div>
    </Dialog>
  );
}
