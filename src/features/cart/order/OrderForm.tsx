import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { currentUserQueryOptions } from '@/shared/api/user/get-current-user';
import { reachGoal } from '@/shared/lib/goals';
import { isSignedIn, sessionState } from '@/shared/session/session-state';
import { openDialog } from '@/shared/state/dialogs';
import { ConsentField, registerConsent } from '@/shared/ui/forms/ConsentField';
import { EmailField, registerEmail } from '@/shared/ui/forms/EmailField';
import { Form } from '@/shared/ui/forms/Form';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { forgetDraft, useFormDraft } from '@/shared/ui/forms/form-draft';
import { PersonNameFields, registerPersonName } from '@/shared/ui/forms/PersonNameFields';
import { PhoneField } from '@/shared/ui/forms/PhoneField';
import { registerField } from '@/shared/ui/forms/register-field';
import { SelectField } from '@/shared/ui/forms/SelectField';
import { touristsQueryOptions } from '@/shared/api/user/tourists';
import { applyServerErrors } from '@/shared/ui/forms/server-errors';
import { SubmitButton } from '@/shared/ui/forms/SubmitButton';
import { TextAreaField } from '@/shared/ui/forms/TextAreaField';
import { createOrder } from '../api/create-order';
import { adoptCart } from '../cart-store';
import { emptyCart } from '../cart-totals';
import { loadCart } from '../load-cart';
import {
  asBuyer,
  emptyOrderValues,
  ORDER_FIELDS,
  orderBody,
  touristLabel,
  withProfile,
  type OrderValues,
} from './order-form';
import { rememberPlacedOrder } from './placed-order';
import type { TravellerPlaces } from './traveller-places';

// Only a tour's order names its travellers: their fields (birth dates and all) load when one is in the cart.
const OrderTravellers = lazy(() =>
  import('./OrderTravellers').then(({ OrderTravellers }) => ({ default: OrderTravellers })),
);

const ORDER_DRAFT = 'order';

interface OrderFormProps {
  sessionId: string;
  /** Who travels in the cart's tours (the largest one's places); none without a tour. */
  travellers: TravellerPlaces;
  /** Ordering needs the cart as the backend has it now: offline, the button is off and says why. */
  blockedReason: string | null;
}

/** The buyer and a comment; the whole cart is ordered (docs/product.md#cart-and-order). The draft is kept on the device as typed. */
export function OrderForm({ sessionId, travellers, blockedReason }: OrderFormProps) {
  const form = useForm<OrderValues>({ defaultValues: emptyOrderValues() });
  const { handleSubmit, formState, control, getValues, reset } = form;
  const [general, setGeneral] = useState<string[]>([]);

  // Every keystroke is kept: a reload or a closed tab brings the form back as it was.
  useFormDraft(ORDER_DRAFT, form);

  // A signed-in buyer finds the empty fields filled from the profile.
  const signedIn = isSignedIn(useSnapshot(sessionState));
  const { data: user } = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
  // A signed-in buyer's saved tourists fill the buyer or a traveller in one choice.
  const { data: tourists = [] } = useQuery({ ...touristsQueryOptions(), enabled: signedIn });
  useEffect(() => {
    if (!user) return;
    reset(withProfile(getValues(), user), { keepDirty: true, keepErrors: true });
  }, [user, getValues, reset]);

  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    try {
      const order = await createOrder(sessionId, orderBody(values));
      reachGoal('order');
      forgetDraft(ORDER_DRAFT);
      rememberPlacedOrder(order);
      // The backend emptied the cart with the order; its answer follows.
      adoptCart(emptyCart(sessionId));
      void loadCart();
      // Behind the dialog the page now tells of the order placed: from its top.
      window.scrollTo({ top: 0 });
      openDialog('orderSuccess');
    } catch (error) {
      setGeneral(applyServerErrors(form, error, ORDER_FIELDS));
    }
  });

  return (
    <Form className="order-form form-stack" onSubmit={submit} aria-labelledby="order-buyer-title">
      <h2 id="order-buyer-title" className="order-section__title">
        Покупатель
      </h2>
      {tourists.length ? (
        <SelectField
          label="Из сохранённых туристов"
          name="buyer-saved"
          options={tourists.map((tourist) => ({ value: String(tourist.id), label: touristLabel(tourist) }))}
          placeholder="Выберите туриста"
          defaultValue=""
          onChange={(event) => {
            const tourist = tourists.find((candidate) => String(candidate.id) === event.target.value);
            if (tourist) reset(asBuyer(getValues(), tourist), { keepDefaultValues: true, keepErrors: false });
          }}
        />
      ) : null}
      <div className="form-row form-row--3">
        <PersonNameFields fields={registerPersonName(form)} />
      </div>
      <div className="form-row form-row--2">
        <EmailField
          hint="Пришлём подтверждение заказа"
          {...registerEmail(form, 'email', { required: true })}
        />
        <PhoneField control={control} name="phone" required />
      </div>
      {travellers.places.length > 0 ? (
        <Suspense fallback={null}>
          <OrderTravellers form={form} travellers={travellers} tourists={tourists} />
        </Suspense>
      ) : null}
      <TextAreaField label="Комментарий к заказу" maxLength={2000} {...registerField(form, 'comment')} />
      <ConsentField {...registerConsent(form)} />
      <FormAlert messages={general} />
      {blockedReason ? (
        <p className="order-form__blocked" id="order-blocked">
          {blockedReason}
        </p>
      ) : null}
      <SubmitButton
        busy={formState.isSubmitting}
        busyLabel="Оформляем…"
        disabled={blockedReason !== null}
        className="order-form__submit"
      >
        Оформить заказ
      </SubmitButton>
    </Form>
  );
}
