import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/shared/api/error';
import { AUTH_CODE_RESEND_S } from '@/shared/config/constants';
import { EMAIL_INVALID, EMAIL_PATTERN, EMAIL_REQUIRED } from '@/shared/ui/forms/email-rules';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { applyServerErrors, messagesOf } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { TextField } from '@/shared/ui/forms/TextField';
import { sendEmailCode } from './api/send-email-code';
import { authFlowState, codeSent, rememberLoginEmail } from './state';

/** 'По почте': the address a 4-digit code goes to; then the code dialog opens. */
export function CodeRequestForm({ onCodeSent }: { onCodeSent: () => void }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: authFlowState.loginEmail } });
  const { register, handleSubmit, formState } = form;
  const [general, setGeneral] = useState<string[]>([]);
  // A code asked for a moment ago is still on its way: the visitor may go on and type it.
  const [waiting, setWaiting] = useState<{ email: string; seconds: number } | null>(null);

  const submit = handleSubmit(async ({ email }) => {
    setGeneral([]);
    setWaiting(null);
    const address = email.trim();
    rememberLoginEmail(address);
    try {
      const answer = await sendEmailCode(address);
      codeSent(answer.email, answer.resend_after ?? AUTH_CODE_RESEND_S);
      onCodeSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setGeneral(error.messagesFor());
        setWaiting({ email: address, seconds: error.retryAfterS ?? AUTH_CODE_RESEND_S });
        return;
      }
      setGeneral(applyServerErrors(form, error, ['email']));
    }
  });

  return (
    <form
      className="form-stack"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Вход по почте"
    >
      <p className="dialog__text">Пришлём на почту код из 4 цифр — пароль не понадобится.</p>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        errors={messagesOf(formState.errors.email)}
        {...register('email', {
          required: EMAIL_REQUIRED,
          pattern: { value: EMAIL_PATTERN, message: EMAIL_INVALID },
        })}
      />
      <FormAlert messages={general} />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Отправляем…" needsNetwork="получить код">
        Получить код
      </SubmitButton>
      {waiting ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            codeSent(waiting.email, waiting.seconds);
            onCodeSent();
          }}
        >
          У меня уже есть код
        </button>
      ) : null}
    </form>
  );
}
