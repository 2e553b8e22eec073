import { closeDialog, openDialog } from '@/shared/state/dialogs';
import { showToast } from '@/shared/state/toasts';
import { Dialog } from '@/shared/ui/Dialog';
import { RegistrationForm } from './RegistrationForm';
import './auth-dialog.css';

/** Spec §2 registration (680 px: three name fields side by side on a desktop). */
export function RegistrationDialog() {
  return (
    <Dialog name="registration" title="Регистрация" width={680}>
      <RegistrationForm
        onRegistered={() => {
          closeDialog('registration');
          showToast('Вы зарегистрированы и вошли в личный кабинет.', 'success');
        }}
      />
      <p className="auth-switch">
        Уже есть аккаунт?{' '}
        <button type="button" className="link-button" onClick={() => openDialog('auth')}>
          Войти
        </button>
      </p>
    </Dialog>
  );
}
