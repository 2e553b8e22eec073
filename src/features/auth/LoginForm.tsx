import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/shared/api/error';
import { emailRules, passwordRules } from '@/shared/ui/forms/field-rules';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { PasswordField } from '@/shared/ui/forms/PasswordField';
import { messagesOf } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { TextField } from '@/shared/ui/forms/TextField';
import { signInWithPassword } from './sign-in';
import { authFlowState, rememberLoginEmail } from './state';

interface LoginValues {
  email: string;
  password: string;
}

/** 'По логину': e-mail and password. A refusal is said under the e-mail (spec §8); nothing typed is lost. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<LoginValues>({ defaultValues: { email: authFlowState.loginEmail, password: '' } });
  const { register, handleSubmit, formState, setError, setFocus } = form;
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
    <form
      className="form-stack"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Вход по логину"
    >
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        data-autofocus=""
        errors={messagesOf(formState.errors.email)}
        {...register('email', emailRules(true))}
      />
      <PasswordField
        label="Пароль"
        autoComplete="current-password"
        required
        errors={messagesOf(formState.errors.password)}
        {...register('password', passwordRules)}
      />
      <FormAlert messages={general} />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Входим…" needsNetwork="войти">
        Войти
      </SubmitButton>
    </form>
  );
}
