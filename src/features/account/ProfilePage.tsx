import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { currentUserQueryOptions, type User } from '@/shared/api/user/get-current-user';
import { ConsentField, ConsentGiven, registerConsent } from '@/shared/ui/forms/ConsentField';
import { useKeptConsent } from '@/shared/ui/forms/consent-memory';
import { BirthDateField } from '@/shared/ui/forms/BirthDateField';
import { Form } from '@/shared/ui/forms/Form';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { PersonNameFields, registerPersonName } from '@/shared/ui/forms/PersonNameFields';
import { PhoneField } from '@/shared/ui/forms/PhoneField';
import { registerField } from '@/shared/ui/forms/register-field';
import { applyServerErrors } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { TextField } from '@/shared/ui/forms/TextField';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { updateUser } from './api/update-user';
import { AccountSkeleton } from './AccountSkeleton';
import { GenderField } from './GenderField';
import { PROFILE_FIELDS, profileUpdate, profileValues, type ProfileValues } from './profile-form';

/** 'Мои данные': the user's own data, saved with PATCH; a failed save keeps every change. */
export function ProfilePage() {
  const hydrated = useHydrated();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: hydrated });
  // The header's profile menu asks for the same user once the header has hydrated: its answer can
  // be in the cache before this part of the page hydrates, which must then still be the server's
  // skeleton (React error #418 otherwise).
  const user = hydrated ? query.data : undefined;
  return (
    <>
      <PageHeading title="Мои данные" />
      {!user ? (
        query.isError ? (
          <LoadFailed error={query.error} what="ваши данные" onRetry={() => void query.refetch()} />
        ) : (
          <AccountSkeleton />
        )
      ) : (
        <ProfileForm key={user.id} user={user} />
      )}
    </>
  );
}

function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({ defaultValues: profileValues(user) });
  const { handleSubmit, formState, control, reset } = form;
  const [general, setGeneral] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  // Asked once for the policy in force, not on every save (152-ФЗ asks consent, not its repetition).
  const consent = useKeptConsent(user.id);

  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    setSaved(false);
    try {
      const updated = await updateUser(user.id, profileUpdate(values));
      queryClient.setQueryData(currentUserQueryOptions().queryKey, updated);
      // The save carried the consent: it is not asked again for this policy.
      consent.remember();
      reset({ ...profileValues(updated), personal_data_consent: true });
      setSaved(true);
    } catch (error) {
      setGeneral(applyServerErrors(form, error, PROFILE_FIELDS));
    }
  });

  return (
    <Form className="account-card account-form form-stack" onSubmit={submit} aria-label="Мои данные">
      <div className="form-row form-row--3">
        <PersonNameFields fields={registerPersonName(form)} />
      </div>
      <div className="form-row form-row--2">
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={user.email}
          readOnly
          hint="Это ваш логин; чтобы сменить его, напишите нам."
        />
        <PhoneField control={control} name="phone" />
      </div>
      <div className="form-row form-row--2">
        <BirthDateField control={control} name="birth_date" />
        <GenderField {...registerField(form, 'gender')} />
      </div>
      {consent.given ? (
        <ConsentGiven policyDate={consent.policy ?? ''} />
      ) : (
        <ConsentField {...registerConsent(form)} />
      )}
      <FormAlert messages={general} />
      <div className="account-actions">
        <SubmitButton busy={formState.isSubmitting} busyLabel="Сохраняем…" disabled={!formState.isDirty}>
          Сохранить
        </SubmitButton>
        <p className="account-saved" role="status">
          {saved && !formState.isDirty ? 'Изменения сохранены' : ''}
        </p>
      </div>
    </Form>
  );
}
