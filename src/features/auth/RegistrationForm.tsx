import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '@/shared/api/error';
import { type CONSENT_FIELD, ConsentField, registerConsent } from '@/shared/ui/forms/ConsentField';
import {
  emailRules,
  newPasswordRules,
  phoneRules,
  repeatPasswordRules,
  requiredText,
} from '@/shared/ui/forms/field-rules';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { forgetDraft, useFormDraft } from '@/shared/ui/forms/form-draft';
import { PasswordField } from '@/shared/ui/forms/PasswordField';
import { PhoneInput } from '@/shared/ui/forms/PhoneInput';
import { applyServerErrors, messagesOf } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { TextField } from '@/shared/ui/forms/TextField';
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
 * Registration (spec §3 payload, §5 rules): the dialog's and the `/registration/` page's form. The
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
  const { register, handleSubmit, formState, control } = form;
  // Closed or reloaded, the form comes back as typed (the passwords are not kept).
  useFormDraft(DRAFT, form, { skip: ['password', 'password_confirm'] });
  const [boxes, setBoxes] = useState<string[]>([]);
  const errorsOf = (field: (typeof FIELDS)[number]) => messagesOf(formState.errors[field]);

  const submit = handleSubmit(async (values) => {
    setBoxes([]);
    try {
      await registerAndSignIn({ ...values, email: values.email.trim(), personal_data_consent: true });
      forgetDraft(DRAFT);
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
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate aria-label="Регистрация">
      <div className="form-row form-row--3">
        <TextField
          label="Фамилия"
          autoComplete="family-name"
          required
          errors={errorsOf('last_name')}
          {...register('last_name', requiredText)}
        />
        <TextField
          label="Имя"
          autoComplete="given-name"
          required
          errors={errorsOf('first_name')}
          {...register('first_name', requiredText)}
        />
        <TextField
          label="Отчество"
          autoComplete="additional-name"
          hint="Если есть"
          errors={errorsOf('patronymic')}
          {...register('patronymic')}
        />
      </div>
      <div className="form-row form-row--2">
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          errors={errorsOf('email')}
          {...register('email', emailRules(true))}
        />
        <Controller
          control={control}
          name="phone"
          rules={phoneRules(true)}
          render={({ field }) => (
            <PhoneInput
              label="Телефон"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              required
              errors={errorsOf('phone')}
            />
          )}
        />
      </div>
      <div className="form-row form-row--2">
        <PasswordField
          label="Пароль"
          autoComplete="new-password"
          required
          hint="Не меньше 8 символов, не только цифры"
          errors={errorsOf('password')}
          {...register('password', newPasswordRules)}
        />
        <PasswordField
          label="Повторите пароль"
          autoComplete="new-password"
          required
          errors={errorsOf('password_confirm')}
          {...register('password_confirm', repeatPasswordRules('password'))}
        />
      </div>
      <ConsentField {...registerConsent(form)} />
      <FormAlert messages={boxes} />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Регистрируем…" needsNetwork="зарегистрироваться">
        Зарегистрироваться
      </SubmitButton>
    </form>
  );
}
