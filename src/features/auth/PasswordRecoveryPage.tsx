import { useState } from 'react';
import { openDialog } from '@/shared/state/dialogs';
import { NewPasswordForm } from '@/shared/ui/forms/NewPasswordForm';
import { PageHeading } from '@/shared/ui/PageHeading';
import { RestoreForm } from './RestoreForm';
import './auth-dialog.css';
import './auth-page.css';

/**
 * `/password-recovery/`: the restore form; opened from the mailed link (`?token=`), the new
 * password's form. Afterwards the visitor signs in with the new password.
 */
export function PasswordRecoveryPage({ token }: { token: string | undefined }) {
  const [changed, setChanged] = useState(false);
  if (!token) {
    return (
      <section className="auth-page">
        <PageHeading title="Восстановление пароля" />
        <div className="auth-page__card">
          <RestoreForm onMailed={() => openDialog('restoreSuccess')} />
        </div>
      </section>
    );
  }
  return (
    <section className="auth-page">
      <PageHeading title="Новый пароль" />
      <div className="auth-page__card">
        {changed ? (
          <div className="form-stack" role="status">
            <p className="auth-page__text">Пароль изменён. Теперь войдите с новым паролем.</p>
            <button
              type="button"
              className="button button--primary form-submit"
              onClick={() => openDialog('auth')}
            >
              Войти
            </button>
          </div>
        ) : (
          <NewPasswordForm
            restoreToken={token}
            submitLabel="Сохранить пароль"
            onChanged={() => setChanged(true)}
          />
        )}
      </div>
    </section>
  );
}
