import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { setPassword } from '@/shared/api/auth/set-password';
import { sessionState } from '@/shared/session/session-state';
import { Form } from './Form';
import { FormAlert } from './FormAlert';
import { NewPasswordFields, registerNewPassword } from './NewPasswordFields';
import { currentPasswordRules } from './password-rules';
import { PasswordField } from './PasswordField';
import { registerField } from './register-field';
import { applyServerErrors } from './server-errors';
import { SubmitButton } from './SubmitButton';

interface NewPasswordValues {
  current_password: string;
  password: string;
  confirm_password: string;
}

interface NewPasswordFormProps {
  /**
   * The restore token from the letter. Without it (the password change page) the signed-in user's
   * own token is used, which the server fills in, and the current password is asked first: the
   * server checks it by signing in before it changes anything (decision 048).
   */
  restoreToken?: string;
  onChanged: () => void;
  submitLabel: string;
}

/**
 * A new password and its confirmation (docs/product.md#validation: sent with `confirm_password`):
 * the restore link's form and, after 'Текущий пароль', the password change page's. The server's
 * field errors are said at their fields, a refused token above the button; nothing typed is lost.
 */
export function NewPasswordForm({ restoreToken, onChanged, submitLabel }: NewPasswordFormProps) {
  const asksCurrent = restoreToken === undefined;
  const form = useForm<NewPasswordValues>({
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  });
  const { handleSubmit, formState, reset } = form;
  const [general, setGeneral] = useState<string[]>([]);

  const submit = handleSubmit(async ({ current_password, password, confirm_password }) => {
    setGeneral([]);
    try {
      if (asksCurrent && !sessionState.signedIn) {
        setGeneral(['Войдите снова, чтобы сменить пароль.']);
        return;
      }
      await setPassword(
        restoreToken ?? '',
        password,
        confirm_password,
        asksCurrent ? current_password : undefined,
      );
      reset();
      onChanged();
    } catch (error) {
      setGeneral(
        applyServerErrors(form, error, [
          ...(asksCurrent ? (['current_password'] as const) : []),
          'password',
          'confirm_password',
        ]),
      );
    }
  });

  return (
    <Form className="form-stack" onSubmit={submit} aria-label="Новый пароль">
      {asksCurrent ? (
        <PasswordField
          label="Текущий пароль"
          autoComplete="current-password"
          required
          {...registerField(form, 'current_password', currentPasswordRules)}
        />
      ) : null}
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
