import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@common/api/error';
import { openDialog } from '@/shared/state/dialogs';
import { showToast } from '@/shared/state/toasts';
import { type CONSENT_FIELD, ConsentField, registerConsent } from '@/shared/ui/forms/ConsentField';
import { EmailField, registerEmail } from '@/shared/ui/forms/EmailField';
import { Form } from '@/shared/ui/forms/Form';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { forgetDraft, useFormDraft } from '@/shared/ui/forms/form-draft';
import { NewPasswordFields, registerNewPassword } from '@/shared/ui/forms/NewPasswordFields';
import { PersonNameFields, registerPersonName } from '@/shared/ui/forms/PersonNameFields';
import { PhoneField } from '@/shared/ui/forms/PhoneField';
import { applyServerErrors } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import type { RegistrationPayload } from './api/register';
import { registerAndSignIn } from './sign-in';
import { authFlowState } from './state';

type RegistrationValues = Required<Omit<RegistrationPayload, typeof CONSENT_FIELD>> & {
  [CONSENT_FIELD]: boolean;
};
const FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'email',
  'phone',
  'password',
  'password_confirm',
] as const satisfies ReadonlyArray<keyof RegistrationValues>;

const DRAFT = 'registration';

/**
 * Registration (docs/product.md#users-and-tourists, its rules docs/product.md#validation): the dialog's and the `/registration/` page's form. The
 * backend's `details.errors` show as boxes above the button, each field's messages at the field;
 * a failure keeps everything typed.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm<RegistrationValues>({
    defaultValues: {
      last_name: '',
      first_name: '',
      patronymic: '',
      email: authFlowState.loginEmail,
      phone: '',
      password: '',
      password_confirm: '',
      personal_data_consent: false,
    },
  });
  const { handleSubmit, formState, control } = form;
  // Closed or reloaded, the form comes back as typed (the passwords are not kept).
  useFormDraft(DRAFT, form, { skip: ['password', 'password_confirm'] });
  const [boxes, setBoxes] = useState<string[]>([]);

  const submit = handleSubmit(async (values) => {
    setBoxes([]);
    try {
      await registerAndSignIn({ ...values, email: values.email.trim(), personal_data_consent: true });
      forgetDraft(DRAFT);
      showToast('Вы зарегистрированы и вошли в личный кабинет.', 'success');
      onRegistered();
    } catch (error) {
      const general = applyServerErrors(form, error, FIELDS);
      // `details.errors` lists every message; those already shown at their fields are not repeated.
      const atFields = error instanceof ApiError ? FIELDS.flatMap((field) => error.messagesFor(field)) : [];
      const listed = error instanceof ApiError ? error.messagesFor('errors') : [];
      setBoxes([...new Set([...listed, ...general])].filter((message) => !atFields.includes(message)));
    }
  });

  return (
    <Form className="form-stack" onSubmit={submit} aria-label="Регистрация">
      <div className="form-row form-row--3">
        <PersonNameFields fields={registerPersonName(form)} patronymicHint="Если есть" />
      </div>
      <div className="form-row form-row--2">
        <EmailField {...registerEmail(form, 'email', { required: true })} />
        <PhoneField control={control} name="phone" required />
      </div>
      <div className="form-row form-row--2">
        <NewPasswordFields
          fields={registerNewPassword(form, { password: 'password', repeat: 'password_confirm' })}
        />
      </div>
      <ConsentField {...registerConsent(form)} />
      <FormAlert messages={boxes} />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Регистрируем…" needsNetwork="зарегистрироваться">
        Зарегистрироваться
      </SubmitButton>
    </Form>
  );
}

/** 'Уже есть аккаунт? Войти' under the registration form: opens the sign-in dialog. */
export function SignInInstead({ className }: { className: string }) {
  return (
    <p className={className}>
      Уже есть аккаунт?{' '}
      <button type="button" className="link-button" onClick={() => openDialog('auth')}>
        Войти
      </button>
    </p>
  );
}
