import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@common/api/error';
import { EmailField, registerEmail } from '@/shared/ui/forms/EmailField';
import { Form } from '@/shared/ui/forms/Form';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { PasswordField } from '@/shared/ui/forms/PasswordField';
import { passwordRules } from '@/shared/ui/forms/password-rules';
import { registerField } from '@/shared/ui/forms/register-field';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { signInWithPassword } from './sign-in';
import { authFlowState, rememberLoginEmail } from './state';

interface LoginValues {
  email: string;
  password: string;
}

/** 'По логину': e-mail and password. A refusal is said under the e-mail (docs/product.md#errors); nothing typed is lost. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<LoginValues>({ defaultValues: { email: authFlowState.loginEmail, password: '' } });
  const { handleSubmit, formState, setError, setFocus } = form;
  const [general, setGeneral] = useState<string[]>([]);

  const submit = handleSubmit(async ({ email, password }) => {
    setGeneral([]);
    rememberLoginEmail(email);
    try {
      await signInWithPassword(email, password);
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && !error.isNetworkError && error.status < 500) {
        const messages = error.messagesFor('errors');
        const shown = messages.length ? messages : error.messagesFor();
        setError('email', { type: 'server', message: shown.join('\n') || 'Неверный e-mail или пароль.' });
        setFocus('email');
      } else if (error instanceof ApiError && error.isNetworkError) {
        setGeneral(['Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз.']);
      } else {
        setGeneral(['Сервис временно недоступен. Попробуйте ещё раз через минуту.']);
      }
    }
  });

  return (
    <Form className="form-stack" onSubmit={submit} aria-label="Вход по логину">
      <EmailField
        autoComplete="username"
        data-autofocus=""
        {...registerEmail(form, 'email', { required: true })}
      />
      <PasswordField
        label="Пароль"
        autoComplete="current-password"
        required
        {...registerField(form, 'password', passwordRules)}
      />
      <FormAlert messages={general} />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Входим…" needsNetwork="войти">
        Войти
      </SubmitButton>
    </Form>
  );
}
