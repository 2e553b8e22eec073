import { closeDialog } from '@/shared/state/dialogs';
import { Dialog } from '@/shared/ui/Dialog';
import { RegistrationForm, SignInInstead } from './RegistrationForm';
import './auth-dialog.css';

/** Registration (docs/product.md#dialogs, 680 px: three name fields side by side on a desktop). */
export function RegistrationDialog() {
  return (
    <Dialog name="registration" title="Регистрация" width={680}>
      <RegistrationForm onRegistered={() => closeDialog('registration')} />
      <SignInInstead className="auth-switch" />
    </Dialog>
  );
}
