import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField, registerEmail } from '@/shared/ui/forms/EmailField';
import { Form } from '@/shared/ui/forms/Form';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { forgetDraft, useFormDraft } from '@/shared/ui/forms/form-draft';
import { applyServerErrors } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { restorePassword } from './api/restore-password';
import { authFlowState, restoreMailed } from './state';

const DRAFT = 'restore';

/** Password restore (docs/product.md#validation: the e-mail is required): the backend mails a link to set a new one. */
export function RestoreForm({ onMailed }: { onMailed: () => void }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: authFlowState.loginEmail } });
  const { handleSubmit, formState } = form;
  useFormDraft(DRAFT, form);
  const [general, setGeneral] = useState<string[]>([]);

  const submit = handleSubmit(async ({ email }) => {
    setGeneral([]);
    try {
      await restorePassword(email.trim());
      restoreMailed(email.trim());
      forgetDraft(DRAFT);
      onMailed();
    } catch (error) {
      setGeneral(applyServerErrors(form, error, ['email']));
    }
  });

  return (
    <Form className="form-stack" onSubmit={submit} aria-label="Восстановление пароля">
      <p className="dialog__text">
        Укажите e-mail, с которым вы регистрировались: пришлём ссылку для нового пароля.
      </p>
      <EmailField data-autofocus="" {...registerEmail(form, 'email', { required: true })} />
      <FormAlert messages={general} />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Отправляем…" needsNetwork="восстановить пароль">
        Восстановить пароль
      </SubmitButton>
    </Form>
  );
}
