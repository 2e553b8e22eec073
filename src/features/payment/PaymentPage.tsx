import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHydrated } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ApiError } from '@common/api/error';
import { formatDate, formatPrice } from '@common/format';
import { ATTEMPT_CANCELED, canPayOnline, STATUS_LABEL, STATUS_WORDS } from '@/shared/lib/order-status';
import { dueWords } from '@common/order-words';
import { isSignedIn, sessionState } from '@/shared/session/session-state';
import { openDialog } from '@/shared/state/dialogs';
import { AppLink } from '@/shared/ui/AppLink';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { OrderLines } from '@/shared/ui/OrderLines';
import { OrderTerms } from '@/shared/ui/OrderTerms';
import { PageHeading } from '@/shared/ui/PageHeading';
import { configsQueryOptions } from '@/shared/api/site-config';
import { telHref } from '@/shared/lib/tel-href';
import { Term } from '@/shared/ui/Term';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { costSelectionQueryOptions, type CostSelection } from './api/get-cost-selection';
import { HoldNote, useHasPassed } from './HoldNote';
import { PayForm } from './PayForm';
import './payment.css';

// Shown once an order stands; its code loads with it, not with the payment form.
const PushSwitch = lazyNamed(() => import('@/shared/push/PushSwitch'), 'PushSwitch');

interface PaymentPageProps {
  orderId: number;
  /** The key of an order placed without an account (`?token=`). */
  token: string | undefined;
  /** Back from the payment page (`?payment_id=`): the outcome is said first. */
  returned: boolean;
}

/** A payment the provider has not confirmed yet is asked about again for a while. */
const PENDING_POLL_MS = 3000;
const PENDING_POLLS = 10;

/** `/payment/{id}/`: where the order stands, and the ways to pay what is left. */
export function PaymentPage({ orderId, token, returned }: PaymentPageProps) {
  const hydrated = useHydrated();
  const signedIn = isSignedIn(useSnapshot(sessionState));
  const query = useQuery({
    ...costSelectionQueryOptions(orderId, signedIn, token),
    enabled: hydrated,
    refetchInterval: (current) =>
      returned && current.state.data?.status === 'new' && current.state.dataUpdateCount < PENDING_POLLS
        ? PENDING_POLL_MS
        : false,
  });
  const selection = query.data;
  // The backend refused a payment because the hold had run out (its message says so).
  const [expiredOnPaying, setExpiredOnPaying] = useState(false);

  return (
    <>
      <PageHeading title={selection ? pageTitle(selection) : 'Оплата заказа'} />
      {selection ? (
        <PaymentState
          selection={selection}
          token={token}
          returned={returned}
          signedIn={signedIn}
          expiredOnPaying={expiredOnPaying}
          onRefused={(message) => {
            if (/брон/i.test(message) && /истек/i.test(message)) setExpiredOnPaying(true);
            void query.refetch();
          }}
        />
      ) : query.isError ? (
        <PaymentLoadFailed error={query.error} signedIn={signedIn} onRetry={() => void query.refetch()} />
      ) : (
        <div className="payment-skeleton" aria-busy="true" aria-label="Загружаем данные об оплате">
          <span className="skeleton payment-skeleton__block" />
        </div>
      )}
    </>
  );
}

function PaymentLoadFailed({
  error,
  signedIn,
  onRetry,
}: {
  error: Error;
  signedIn: boolean;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <p className="payment-note" role="status">
        Такого заказа нет{signedIn ? ' среди ваших' : ''}. Проверьте ссылку из письма или{' '}
        <AppLink href="/user/orders/">откройте историю заказов</AppLink>.
      </p>
    );
  }
  if (error instanceof ApiError && error.status === 401) {
    return (
      <div className="payment-note" role="status">
        <p>Этот заказ оформлен в личном кабинете: войдите, чтобы его оплатить.</p>
        <button type="button" className="button button--primary" onClick={() => openDialog('auth')}>
          Войти
        </button>
      </div>
    );
  }
  return <LoadFailed error={error} what="данные об оплате" onRetry={onRetry} />;
}

/** A paid order's page is no longer a payment's: 'Заказ PT-000007 оплачен'. */
const pageTitle = (selection: CostSelection): string =>
  selection.status === 'paid'
    ? `Заказ ${selection.order_number} оплачен`
    : `Оплата заказа ${selection.order_number}`;

/** What came of the last payment, when the visitor is back from the payment page. */
function outcome(selection: CostSelection): string {
  switch (selection.status) {
    case 'paid':
      return 'Оплата прошла: заказ оплачен полностью.';
    case 'prepaid':
      return `Предоплата прошла. ${dueWords(selection)}.`;
    case 'payment_canceled':
      return 'Платёж отменён, деньги не списаны. Можно попробовать ещё раз.';
    case 'new':
      return 'Платёж ещё обрабатывается. Страница обновится сама, как только банк ответит.';
    default:
      return STATUS_WORDS[selection.status];
  }
}

/** Statuses in which an order holds its places only for a while (nothing is paid yet). */
const HOLDING: ReadonlyArray<CostSelection['status']> = ['new', 'payment_canceled', 'canceled'];

function PaymentState({
  selection,
  token,
  returned,
  signedIn,
  expiredOnPaying,
  onRefused,
}: {
  selection: CostSelection;
  token: string | undefined;
  returned: boolean;
  signedIn: boolean;
  expiredOnPaying: boolean;
  onRefused: (message: string) => void;
}) {
  const tone = selection.status === 'paid' || selection.status === 'prepaid' ? 'ok' : 'wait';
  const completed = selection.status === 'completed' || selection.status === 'canceled';
  // `hold_until` is optional: a backend without holds sends none, and nothing is said.
  const holding =
    selection.paid === 0 && HOLDING.includes(selection.status) ? selection.hold_until : undefined;
  const holdAt = holding ? Date.parse(holding) : NaN;
  const holdPassed = useHasPassed(Number.isNaN(holdAt) ? null : holdAt);
  const expired = expiredOnPaying || (holding !== undefined && holdPassed);
  const payable = !expired && canPayOnline(selection) && selection.options.length > 0;
  return (
    <div className="payment">
      <div className="payment__notes">
        <HoldNote holdUntil={holding} expired={expired} />
        {returned ? (
          <p className={`payment-outcome payment-outcome--${tone}`} role="status">
            {outcome(selection)}
          </p>
        ) : null}
      </div>
      <section className="stack panel payment-card" aria-labelledby="payment-sums-title">
        <h2 id="payment-sums-title" className="payment-card__title">
          {STATUS_LABEL[selection.status]}
          {selection.status === 'payment_canceled' ? (
            <span className="payment-card__attempt">{ATTEMPT_CANCELED}</span>
          ) : null}
        </h2>
        {returned ? null : <p className="payment-card__words">{STATUS_WORDS[selection.status]}</p>}
        {selection.items?.length ? <OrderLines items={selection.items} /> : null}
        <dl className="payment-sums">
          <Term name="Сумма заказа">{formatPrice(selection.total)}</Term>
          <Term name="Оплачено">{formatPrice(selection.paid)}</Term>
          <Term name="К оплате" className="payment-sums__due">
            {formatPrice(selection.to_pay)}
            {selection.pay_until && selection.to_pay > 0 ? (
              <span className="payment-sums__until">до {formatDate(selection.pay_until)}</span>
            ) : null}
          </Term>
        </dl>
        <OrderTerms className="payment-card__terms" />
        {signedIn ? (
          <AppLink
            href="/user/orders/"
            search={
              completed ? { tab: 'completed', order: selection.order_id } : { order: selection.order_id }
            }
            className="payment-card__link"
          >
            Заказ {selection.order_number} в личном кабинете
          </AppLink>
        ) : (
          <AppLink href="/" className="payment-card__link">
            На главную
          </AppLink>
        )}
      </section>
      {payable ? (
        <PayForm
          orderId={selection.order_id}
          token={token}
          options={selection.options}
          items={selection.items ?? []}
          again={returned}
          topUp={selection.paid > 0}
          onRefused={onRefused}
        />
      ) : null}
      {selection.status === 'paid' || selection.status === 'prepaid' ? (
        <WhatNext number={selection.order_number} signedIn={signedIn} />
      ) : null}
      {completed ? null : (
        <PushSwitch order={!signedIn && token ? { id: selection.order_id, token } : undefined} />
      )}
    </div>
  );
}

/**
 * After a payment, what the tourist does next: the number is their ticket, the trip card (for a
 * member) has the QR and the meeting, and the agency's phone is for changed plans.
 */
function WhatNext({ number, signedIn }: { number: string; signedIn: boolean }) {
  const { data: config } = useQuery(configsQueryOptions());
  const phone = config?.HEADER_PHONE?.trim();
  return (
    <section className="stack panel payment-next" aria-labelledby="payment-next-title">
      <h2 id="payment-next-title" className="payment-card__title">
        Что дальше
      </h2>
      <ol className="payment-next__steps">
        <li>
          {signedIn ? (
            <>
              Билет с QR-кодом, время и место встречи и «в календарь» — в{' '}
              <AppLink href="/user/trips/">«Мои поездки»</AppLink>; они откроются и без сети.
            </>
          ) : (
            <>
              Номер заказа <strong>{number}</strong> — ваш билет: назовите его гиду. Письмо с заказом
              сохраните — в нём место и время встречи.
            </>
          )}
        </li>
        <li>Приходите к месту встречи за 15 минут до начала.</li>
        {phone ? (
          <li>
            Изменились планы — позвоните нам: <a href={telHref(phone)}>{phone}</a>.
          </li>
        ) : null}
      </ol>
    </section>
  );
}
