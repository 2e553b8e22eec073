import { type InputHTMLAttributes, type Ref, useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formatDate } from '@common/format';
import { AppLink } from '../AppLink';
import { CONSENT_FIELD, consentRules } from './consent';
import { describedBy, FieldErrors } from './FieldFrame';
import { registerField, type RegisteredField } from './register-field';
import './forms.css';

export { CONSENT_FIELD };

type ConsentFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  name: string;
  errors?: readonly string[] | undefined;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The consent to the processing of personal data that Russian law (152-ФЗ) asks of every form
 * that sends names, phones or e-mails, with a link to the policy beside it. Takes
 * `registerConsent()`'s props.
 */
export function ConsentField({ errors, ref, ...input }: ConsentFieldProps) {
  const id = useId();
  return (
    <div className={errors?.length ? 'consent consent--invalid' : 'consent'}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="checkbox"
        className="consent__box"
        aria-required="true"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, errors)}
      />
      <label htmlFor={id} className="consent__label">
        Я согласен(на) на обработку персональных данных
      </label>
      <PolicyLink />
      <div className="consent__errors">
        <FieldErrors id={id} errors={errors} />
      </div>
    </div>
  );
}

function PolicyLink() {
  return (
    <p className="consent__policy">
      Как мы их храним и используем —{' '}
      <AppLink href="/about/policy/" target="_blank">
        политика обработки персональных данных
      </AppLink>
    </p>
  );
}

/**
 * In place of the box, for a signed-in user who has consented to the policy in force
 * (`useKeptConsent`): said, not asked again; the policy stays a tap away.
 */
export function ConsentGiven({ policyDate }: { policyDate: string }) {
  return (
    <div className="consent consent--given">
      <span className="consent__mark" aria-hidden="true">
        ✓
      </span>
      <p className="consent__label">
        Вы дали согласие на обработку персональных данных
        {policyDate ? ` (политика от ${formatDate(policyDate)})` : ''}.
      </p>
      <PolicyLink />
    </div>
  );
}

/** The consent registered with its rule (nothing is sent without it), in the form's render (see registerField). */
export const registerConsent = <Values extends FieldValues>(form: UseFormReturn<Values>): RegisteredField =>
  registerField(form, CONSENT_FIELD as Path<Values>, consentRules);
