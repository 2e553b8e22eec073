import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { countriesQueryOptions } from '@/shared/api/lookups/list-countries';
import { documentTypesQueryOptions } from '@/shared/api/lookups/list-document-types';
import { BirthDateField } from '@/shared/ui/forms/BirthDateField';
import { ConsentField, registerConsent } from '@/shared/ui/forms/ConsentField';
import { EmailField, registerEmail } from '@/shared/ui/forms/EmailField';
import { Form } from '@/shared/ui/forms/Form';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { fillsMask, MaskedField } from '@/shared/ui/forms/MaskedField';
import { PersonNameFields, registerPersonName } from '@/shared/ui/forms/PersonNameFields';
import { PhoneField } from '@/shared/ui/forms/PhoneField';
import { registerField } from '@/shared/ui/forms/register-field';
import { SelectField } from '@/shared/ui/forms/SelectField';
import { applyServerErrors, messagesOf } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { GenderField } from './GenderField';
import { TOURIST_FIELDS, type TouristValues } from './tourist-form';

interface TouristFormProps {
  title: string;
  initial: TouristValues;
  submitLabel: string;
  onSubmit: (values: TouristValues) => Promise<void>;
  onCancel: () => void;
}

/**
 * A saved tourist's data (docs/product.md#users-and-tourists and the contract): names, birth date, gender, phone, e-mail,
 * citizenship and a document whose number takes the mask of its type (`9999 999999` for a
 * Russian passport). A failed save keeps everything typed.
 */
export function TouristForm({ title, initial, submitLabel, onSubmit, onCancel }: TouristFormProps) {
  const form = useForm<TouristValues>({ defaultValues: initial });
  const { register, handleSubmit, formState, control } = form;
  const [general, setGeneral] = useState<string[]>([]);
  const countries = useQuery(countriesQueryOptions());
  const documentTypes = useQuery(documentTypesQueryOptions());
  const documentTypeId = useWatch({ control, name: 'document_type' });
  const documentMask = documentTypes.data?.find((type) => String(type.id) === documentTypeId)?.mask ?? '';
  const errorsOf = (field: keyof TouristValues) => messagesOf(formState.errors[field]);

  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await onSubmit(values);
    } catch (error) {
      setGeneral(applyServerErrors(form, error, TOURIST_FIELDS));
    }
  });

  return (
    <Form className="account-card form-stack tourist-form" onSubmit={submit} aria-label={title}>
      <h2 className="tourist-form__title">{title}</h2>
      <div className="form-row form-row--3">
        <PersonNameFields fields={registerPersonName(form)} autoComplete={false} focusFirst />
      </div>
      <div className="form-row form-row--2">
        <BirthDateField control={control} name="birth_date" />
        <GenderField {...registerField(form, 'gender')} />
      </div>
      <div className="form-row form-row--2">
        <PhoneField control={control} name="phone" />
        <EmailField autoComplete={false} {...registerEmail(form, 'email')} />
      </div>
      <div className="form-row form-row--3">
        <SelectField
          label="Гражданство"
          options={(countries.data ?? []).map((country) => ({
            value: String(country.id),
            label: country.name,
          }))}
          placeholder={countries.isError ? 'Список стран не загрузился' : 'Не выбрано'}
          errors={errorsOf('country')}
          {...register('country')}
        />
        <SelectField
          label="Документ"
          options={(documentTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          placeholder={documentTypes.isError ? 'Список документов не загрузился' : 'Не выбран'}
          errors={errorsOf('document_type')}
          {...register('document_type')}
        />
        <Controller
          control={control}
          name="document_number"
          rules={{
            validate: (value) =>
              !value ||
              fillsMask(value, documentMask) ||
              `Номер документа: ${documentMask.replace(/9/g, '0')}`,
          }}
          render={({ field }) => (
            <MaskedField
              label="Номер документа"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              pattern={documentMask}
              errors={errorsOf('document_number')}
            />
          )}
        />
      </div>
      <ConsentField {...registerConsent(form)} />
      <FormAlert messages={general} />
      <div className="account-actions">
        <SubmitButton busy={formState.isSubmitting} busyLabel="Сохраняем…">
          {submitLabel}
        </SubmitButton>
        <button type="button" className="button button--ghost form-submit" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </Form>
  );
}
