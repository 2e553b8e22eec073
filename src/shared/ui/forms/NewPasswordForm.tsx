import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { setPassword } from '@/shared/api/auth/set-password';
import { sessionState } from '@/shared/session/session-state';
import { Form } from './Form';
import { FormAlert } from './FormAlert';
import { NewPasswordFields, registerNewPassword } from './NewPasswordFields';
import { applyServerErrors } from './server-errors';
import { SubmitButton } from './SubmitButton';

interface NewPasswordValues {
  password: string;
  confirm_password: string;
}

interface NewPasswordFormProps {
  /**
   * The restore token from the letter. Without it (the password change page) the signed-in user's
   * own token is used, which the server fills in.
   */
  restoreToken?: string;
  onChanged: () => void;
  submitLabel: string;
}

/**
 * A new password and its confirmation (docs/product.md#validation: sent with `confirm_password`): the restore link's
 * form and the password change page's. A refused token is said above the button.
 */
export function NewPasswordForm({ restoreToken, onChanged, submitLabel }: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({ defaultValues: { password: '', confirm_password: '' } });
  const { handleSubmit, formState, reset } = form;
  const [general, setGeneral] = useState<string[]>([]);

  const submit = handleSubmit(async ({ password, confirm_password }) => {
    setGeneral([]);
    try {
      if (restoreToken === undefined && !sessionState.signedIn) {
        setGeneral(['Войдите снова, чтобы сменить пароль.']);
        return;
      }
      await setPassword(restoreToken ?? '', password, confirm_password);
      reset();
      onChanged();
    } catch (error) {
      setGeneral(applyServerErrors(form, error, ['password', 'confirm_password']));
    }
  });

  return (
    <Form className="form-stack" onSubmit={submit} aria-label="Новый пароль">
      <NewPasswordFields
        label="Новый пароль"
        fields={registerNewPassword(form, { password: 'password', repeat: 'confirm_password' })}
      />
      <FormAlert messages={general} />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Сохраняем…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
