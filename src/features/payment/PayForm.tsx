import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@common/api/error';
import type { components } from '@contract/schema.gen';
import { formatPrice } from '@common/format';
import { optionSplit } from '@common/order-words';
import { useOnline } from '@/shared/lib/use-online';
import { NeedsNetworkNote } from '@/shared/ui/NeedsNetworkNote';
import { createPayment } from './api/create-payment';
import type { CostSelection, PaymentType } from './api/get-cost-selection';

interface PayFormProps {
  orderId: number;
  /** The key of an order placed without an account. */
  token: string | undefined;
  options: CostSelection['options'];
  /** The order's lines: a prepayment says which of them it takes in full. */
  items: ReadonlyArray<Pick<components['schemas']['OrderItem'], 'type'>>;
  /** Back from an attempt: the button says it pays again. */
  again: boolean;
  /** Part is paid (a prepayment): what is left is paid on top, not a second time. */
  topUp: boolean;
  /**
   * The backend refused the payment (400: already paid, the hold expired…), with its message: the
   * page asks where the order stands again.
   */
  onRefused?: (message: string) => void;
}

/**
 * The ways to pay (full, prepayment) and 'Оплатить': one payment is created however often the
 * button is pressed, and the browser goes on to the provider's page.
 */
export function PayForm({ orderId, token, options, items, again, topUp, onRefused }: PayFormProps) {
  const id = useId();
  const [type, setType] = useState<PaymentType>(options[0]?.type_payment ?? 'full');
  const [state, setState] = useState<'idle' | 'creating' | 'failed' | 'refused'>('idle');
  const [refusal, setRefusal] = useState('');
  const creating = useRef(false);
  const chosen = options.find((option) => option.type_payment === type) ?? options[0];
  const online = useOnline();

  async function pay(event?: FormEvent) {
    event?.preventDefault();
    if (creating.current || !chosen) return;
    creating.current = true;
    setState('creating');
    try {
      const { confirmation_url } = await createPayment(orderId, chosen.type_payment, token);
      // Leaving for the payment page: the button stays busy until the page is gone.
      window.location.assign(confirmation_url);
    } catch (error) {
      creating.current = false;
      if (error instanceof ApiError && error.status === 400) {
        // Not a network failure: trying again would be refused the same way.
        setRefusal(error.message);
        setState('refused');
        onRefused?.(error.message);
        return;
      }
      console.error('Не удалось создать платёж', error);
      setState('failed');
    }
  }

  return (
    <form
      className="stack panel pay-form"
      onSubmit={(event) => void pay(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="payment-card__title">
        {topUp ? 'Доплатить остаток' : again ? 'Оплатить снова' : 'Как оплатить'}
      </h2>
      <fieldset className="pay-form__options">
        <legend className="visually-hidden">Сумма оплаты</legend>
        {options.map((option) => {
          const split = optionSplit(option, items);
          return (
            <label key={option.type_payment} className="choice pay-option">
              <input
                type="radio"
                name={`${id}-type`}
                value={option.type_payment}
                checked={option.type_payment === chosen?.type_payment}
                onChange={() => setType(option.type_payment)}
                aria-describedby={split ? `${id}-${option.type_payment}-split` : undefined}
              />
              <span className="pay-option__title">{option.title}</span>
              <span className="pay-option__amount">{formatPrice(option.amount)}</span>
              {split ? (
                <span id={`${id}-${option.type_payment}-split`} className="pay-option__split">
                  {split}
                </span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      <p className="quiet-note pay-form__note">
        Оплата картой через ЮKassa: вы перейдёте на страницу платёжного сервиса.
      </p>
      {state === 'refused' ? (
        <p className="stack pay-form__failed" role="alert">
          {refusal}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div className="stack pay-form__failed" role="alert">
          <p>Не удалось перейти к оплате. Проверьте соединение и попробуйте ещё раз.</p>
          <button type="button" className="button button--ghost" onClick={() => void pay()}>
            Повторить
          </button>
        </div>
      ) : null}
      <button
        type="submit"
        className="button button--primary pay-form__submit"
        aria-disabled={state === 'creating' || undefined}
        aria-busy={state === 'creating' || undefined}
        disabled={!online}
      >
        {state === 'creating' ? (
          <>
            <span className="spinner" aria-hidden="true" />
            Переходим к оплате…
          </>
        ) : (
          `${topUp ? 'Доплатить' : 'Оплатить'} ${chosen ? formatPrice(chosen.amount) : ''}`
        )}
      </button>
      {online ? null : <NeedsNetworkNote action="перейти к оплате" />}
    </form>
  );
}
