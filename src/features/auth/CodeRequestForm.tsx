import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@common/api/error';
import { AUTH_CODE_RESEND_S } from '@/shared/config/constants';
import { EmailField, registerEmail } from '@/shared/ui/forms/EmailField';
import { Form } from '@/shared/ui/forms/Form';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { useSecondsUntil } from '@/shared/lib/use-seconds-until';
import { applyServerErrors } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { sendEmailCode } from './api/send-email-code';
import { authFlowState, codeSent, rememberLoginEmail } from './state';

/** The moment `seconds` from now. */
const secondsFromNow = (seconds: number) => Date.now() + seconds * 1000;

/** 'По почте': the address a 4-digit code goes to; then the code dialog opens. */
export function CodeRequestForm({ onCodeSent }: { onCodeSent: () => void }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: authFlowState.loginEmail } });
  const { handleSubmit, formState } = form;
  const [general, setGeneral] = useState<string[]>([]);
  // A code asked for a moment ago is still on its way: the visitor may go on and type it, or ask
  // for a new one when the backend's pause is over (counted down here, second by second).
  const [waiting, setWaiting] = useState<{ email: string; until: number } | null>(null);
  const secondsLeft = useSecondsUntil(waiting?.until ?? 0);

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
        setWaiting({ email: address, until: secondsFromNow(error.retryAfterS ?? AUTH_CODE_RESEND_S) });
        return;
      }
      setGeneral(applyServerErrors(form, error, ['email']));
    }
  });

  return (
    <Form className="form-stack" onSubmit={submit} aria-label="Вход по почте">
      <p className="dialog__text">Пришлём на почту код из 4 цифр — пароль не понадобится.</p>
      <EmailField {...registerEmail(form, 'email', { required: true })} />
      <FormAlert messages={general} />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Отправляем…" needsNetwork="получить код">
        Получить код
      </SubmitButton>
      {waiting ? (
        <>
          <p className="form-note" role="status">
            {secondsLeft > 0
              ? `Код уже отправлен на ${waiting.email}. Новый можно запросить через ${secondsLeft} с.`
              : 'Можно запросить новый код.'}
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              codeSent(waiting.email, secondsLeft);
              onCodeSent();
            }}
          >
            У меня уже есть код
          </button>
        </>
      ) : null}
    </Form>
  );
}
