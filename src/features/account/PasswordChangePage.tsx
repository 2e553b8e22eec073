import { useState } from 'react';
import { NewPasswordForm } from '@/shared/ui/forms/NewPasswordForm';
import { PageHeading } from '@/shared/ui/PageHeading';

/** 'Смена пароля': the current password, a new one and its confirmation; success is said plainly. */
export function PasswordChangePage() {
  const [changed, setChanged] = useState(false);
  return (
    <>
      <PageHeading title="Смена пароля" />
      <div className="account-card account-form form-stack">
        <NewPasswordForm submitLabel="Сменить пароль" onChanged={() => setChanged(true)} />
        <p className="account-saved" role="status">
          {changed ? 'Пароль изменён. В следующий раз входите с новым паролем.' : ''}
        </p>
      </div>
    </>
  );
}
