import { openDialog } from '@/shared/state/dialogs';
import { Dialog } from '@/shared/ui/Dialog';
import { RestoreForm } from './RestoreForm';
import './auth-dialog.css';

/** Password restore (docs/product.md#dialogs, 502 px); success opens the restore-success dialog. */
export function RestoreDialog() {
  return (
    <Dialog name="restore" title="Восстановление пароля" width={502}>
      <RestoreForm onMailed={() => openDialog('restoreSuccess')} />
      <p className="auth-switch">
        Вспомнили пароль?{' '}
        <button type="button" className="link-button" onClick={() => openDialog('auth')}>
          Войти
        </button>
      </p>
    </Dialog>
  );
}
